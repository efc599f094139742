// "Did you mean <X>?" for an unknown JSX element, offered only when X is close in meaning as well as
// in spelling. A capitalised name is a component and an HTML element is never what it meant (and the
// reverse); a short name is one or two letters from many others, so it must be one edit away.
import { CONTENT_COMPONENTS, CONTENT_HTML_ELEMENTS } from '../../runtime/shared/components.ts';
import { closest } from '../closest.ts';

/** Names of this length or shorter get a suggestion only one edit away. */
const SHORT_NAME_LENGTH = 4;

/** True for a name JSX reads as a component (capitalised, or a member like `Foo.Bar`). */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

/** The element or component an unknown name most likely meant, or undefined when none is close enough. */
export function closestElementName(name: string): string | undefined {
  const candidates = isComponentName(name) ? Object.keys(CONTENT_COMPONENTS) : [...CONTENT_HTML_ELEMENTS];
  const maxDistance = name.length <= SHORT_NAME_LENGTH ? 1 : undefined;
  return closest(name, candidates, maxDistance);
}
