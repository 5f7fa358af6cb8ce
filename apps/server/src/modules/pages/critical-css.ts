import postcss, { type ChildNode, type Container } from 'postcss';

/** A part of the stylesheet: a rule and the classes it needs, or a group (@media) of parts. */
type Part =
  | { kind: 'rule'; css: string; needs: string[][] | null }
  | { kind: 'group'; open: string; parts: Part[] }
  | { kind: 'always'; css: string };

/** At-rules that hold rules to pick from; any other (@font-face, @keyframes, @property) is kept whole. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer']);

/**
 * The classes a selector needs on the page to match anything: those outside :not(), :is(), :where() and
 * :has(), whose contents may match without them. A selector without one may match any page.
 */
function classesNeeded(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].flatMap((m) => m[1] ?? []);
}

function partsOf(container: Container<ChildNode>): Part[] {
  const parts: Part[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesNeeded);
      parts.push({ kind: 'rule', css: node.toString(), needs: needs.some((n) => n.length === 0) ? null : needs });
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      parts.push({ kind: 'group', open: `@${node.name} ${node.params}{`, parts: partsOf(node) });
    } else {
      parts.push({ kind: 'always', css: node.toString() });
    }
  }
  return parts;
}

function pick(parts: Part[], present: Set<string>, out: string[]): boolean {
  let any = false;
  for (const part of parts) {
    if (part.kind === 'always') {
      out.push(part.css);
      any = true;
    } else if (part.kind === 'rule') {
      if (part.needs === null || part.needs.some((classes) => classes.every((c) => present.has(c)))) {
        out.push(part.css);
        any = true;
      }
    } else {
      const inner: string[] = [];
      if (pick(part.parts, present, inner)) {
        out.push(part.open, ...inner, '}');
        any = true;
      }
    }
  }
  return any;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * The styles a page's first paint needs, worked out from the whole stylesheet once: a page carries the
 * rules that can match its markup (every rule whose classes it holds, and those that name no class),
 * in the stylesheet's order; the rest (menus opened, dialogs, other screens) arrives with the
 * stylesheet itself, which the app's scripts wait for. The home page needs about a fifth of it.
 */
export function criticalCss(stylesheet: string): (markup: string) => string {
  const parts = partsOf(postcss.parse(stylesheet));
  return (markup) => {
    const present = new Set<string>();
    for (const [, names] of markup.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of (names ?? '').split(/\s+/)) if (name) present.add(name);
    }
    const out: string[] = [];
    pick(parts, present, out);
    return out.join('');
  };
}
