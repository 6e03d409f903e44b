/**
 * Issue 19: every text a shopper or the shop's owner reads comes from a message catalogue, so
 * the shop can speak Hindi as well as English. `i18n/no-literal-text` reports, in components:
 *
 * - JSX text with a letter in it (`<p>Your cart is empty</p>`);
 * - a string with a letter as a JSX child (`{'Your cart'}`, `{`Hi ${name}`}`);
 * - a string with a letter given to an attribute a person reads or hears (`alt`, `title`,
 *   `placeholder`, `aria-label`, and our components' `label`, `description`, ...).
 *
 * Numbers, punctuation and symbols alone (`₹`, `·`, `404`, `×`) are not words and pass. A text
 * that is deliberately the same in every language (a brand, a code) is marked where it is
 * written with `// eslint-disable-next-line i18n/no-literal-text -- <why>`.
 */

/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'heading',
  'subtitle',
  'hint',
  'message',
  'emptyText',
  'emptyTitle',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'loadingText',
  'srLabel',
  'caption',
]);

const hasWords = (text) => /\p{L}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from a message catalogue (issue 19)' },
    messages: {
      text: "Text a person reads ('{{text}}') belongs in a message catalogue: useT(book)('key').",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) => {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
      return undefined;
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
