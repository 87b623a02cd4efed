/** One public entry of the package (package.json `exports`): see package-entries.js. */
export interface PackageEntry {
  /** The export key: `.`, `./color`, `./msw`, … */
  subpath: string;
  /** The built module's name in dist/: `index`, `color`, `msw`, … */
  name: string;
  /** The source it is built from: `lib/index.ts`, `lib/color/index.ts`, `lib/fetch/msw.ts`, … */
  source: string;
}
export const PACKAGE_ENTRIES: PackageEntry[];
export const SUBPATH_FOLDERS: string[];
