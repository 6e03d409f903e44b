// @ts-check
/**
 * Draws a declared graph as a Mermaid flowchart, so docs/architecture.md shows exactly what lint
 * enforces; edges.test.ts fails when the picture in the docs and graphs.js disagree.
 * `node tools/eslint-plugin-edges/diagram.js` prints both pictures.
 */
import { apiModules, webFeatures } from './graphs.js';

/** @param {Record<string, string[]>} graph */
export function mermaidOf(graph) {
  const lines = ['flowchart TD'];
  for (const [unit, deps] of Object.entries(graph)) {
    if (deps.length === 0) lines.push(`  ${unit}`);
    for (const dep of deps) lines.push(`  ${unit} --> ${dep}`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`API modules:\n\n\`\`\`mermaid\n${mermaidOf(apiModules)}\n\`\`\`\n`);
  console.log(`Web features:\n\n\`\`\`mermaid\n${mermaidOf(webFeatures)}\n\`\`\``);
}
