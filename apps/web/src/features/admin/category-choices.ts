import type { AdminCategory } from '@shop/contracts';
import type { Choice } from './components/form-controls';

/** Categories as select choices, children indented under their parent ('— Kurtas'). */
export function categoryChoices(
  categories: readonly AdminCategory[],
  filter: (category: AdminCategory) => boolean = () => true,
): Choice[] {
  const byParent = new Map<string | null, AdminCategory[]>();
  for (const category of categories) {
    const siblings = byParent.get(category.parentId) ?? [];
    siblings.push(category);
    byParent.set(category.parentId, siblings);
  }
  const ids = new Set(categories.map((category) => category.id));
  const choices: Choice[] = [];
  const visit = (category: AdminCategory, depth: number) => {
    if (filter(category)) {
      const inactive = category.isActive ? '' : ' (inactive)';
      choices.push({
        value: category.id,
        label: `${'— '.repeat(depth)}${category.name}${inactive}`,
      });
    }
    for (const child of byParent.get(category.id) ?? []) visit(child, depth + 1);
  };
  // Roots, plus any category whose parent is missing from the list, so none is lost.
  for (const category of categories) {
    if (category.parentId === null || !ids.has(category.parentId)) visit(category, 0);
  }
  return choices;
}
