// Where devcenter itself is installed: its templates/ and runtime/ are read from there. Computed in a
// module directly under cli/, so the same `..` holds from source and from a chunk of dist/.
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
