// Members of the site's own components, as MDX reads `<BackendTabs.TabItem>`: the `TabItem` static
// property of the registered BackendTabs (`BackendTabs.TabItem = …` in its file). A name content
// writes is looked up among the component's own data properties only, never through a prototype
// (`constructor`, `__proto__`, `toString` would otherwise find Object's or Function's own), and only
// a value that is itself a component is a member.

/**
 * Names every function or object has (Object.prototype's, Function.prototype's and a function's own
 * `prototype`, `length`, `name`…) and React's own fields: never a member of a component, refused
 * by name before any lookup.
 */
const REFUSED_MEMBER_NAMES: ReadonlySet<string> = new Set([
  'constructor', '__proto__', 'prototype', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf',
  'propertyIsEnumerable', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
  'apply', 'bind', 'call', 'caller', 'arguments', 'length', 'name',
  '$$typeof', 'displayName', 'defaultProps', 'propTypes', 'contextType', 'contextTypes',
]);

/**
 * Fields React itself gives a component it makes, or reads from one: memo()'s `type` and `compare`,
 * forwardRef()'s `render`, lazy()'s `_init` and `_payload`, a class's static lifecycle methods. Each
 * holds a function, so each looked like a member: `<Lazy._init>` rendered React's own lazy
 * initializer with the page's props, `<Box.getDerivedStateFromProps>` called that method as a
 * component, and `<Memo.type>` drew the component memo() wraps. None is a member a site's file sets.
 */
const REACT_FIELDS: ReadonlySet<string> = new Set(['type', 'compare', 'render', '_init', '_payload', '_context', 'getDerivedStateFromProps', 'getDerivedStateFromError']);

/** How deep members are listed (`A.B.C` is two deep): deeper than any component library nests them. */
export const MAX_MEMBER_DEPTH = 4;

/** True for a member name content may write: a JavaScript name that no object has by itself. */
export function isMemberName(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !REFUSED_MEMBER_NAMES.has(name);
}

/** True for a name refused because every object or function has it (or React reads it). */
export function isRefusedMemberName(name: string): boolean {
  return REFUSED_MEMBER_NAMES.has(name);
}

/** A value React can render as an element type: a function (or class), or memo/forwardRef/lazy's object. */
export function isComponentValue(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The component's own member of that name, or undefined: an own data property holding a component, no getter run. */
function ownMember(component: unknown, name: string): unknown {
  if (!isMemberName(name) || REACT_FIELDS.has(name) || (typeof component !== 'function' && (typeof component !== 'object' || component === null))) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(component, name);
  return descriptor && 'value' in descriptor && isComponentValue(descriptor.value) ? descriptor.value : undefined;
}

/** The member a path names (`['TabItem']`, `['Grid', 'Cell']`), or undefined when the component has none such. */
export function componentMember(component: unknown, path: readonly string[]): unknown {
  if (path.length > MAX_MEMBER_DEPTH) return undefined;
  let at: unknown = component;
  for (const name of path) {
    at = ownMember(at, name);
    if (at === undefined) return undefined;
  }
  return at;
}

/** The names of a component's members, sorted: its own properties that hold components. */
export function componentMemberNames(component: unknown): string[] {
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) return [];
  return Object.getOwnPropertyNames(component)
    .filter((name) => ownMember(component, name) !== undefined)
    .sort();
}
