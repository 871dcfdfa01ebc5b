import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A loader of a CommonJS package that requires it the first time it is called, not when the server
 * starts: for a package only some requests use, whose loading the start would otherwise pay (issue 2's
 * target is 2 s from `npm start`; decision 55's addendum). Synchronous, so that the functions using it
 * stay as they were. `prepare` runs once, on the package just loaded.
 */
export function requiredOnFirstUse<Package>(name: string, prepare?: (loaded: Package) => void): () => Package {
  let loaded: Package | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = require(name) as Package;
      prepare?.(loaded);
    }
    return loaded;
  };
}
