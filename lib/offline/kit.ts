/**
 * The field kit's list, written at build into out/field-kit.json
 * (FIELD_KIT_MANIFEST_PATH) from the exported files: every group a
 * technician can choose on /field-kit, and each file's size and revision.
 * Files are listed once and named by groups, so a chunk two groups share
 * counts once in a sum.
 */

/** One file a group needs, by its URL path ('/deviser/AE1001', '/datasheets/ae1001.pdf'). */
export interface KitFile {
  /** Bytes as stored on the device (the uncompressed body). */
  bytes: number;
  /** A hash of the content: a saved file whose revision differs is out of date. */
  revision: string;
}

export interface KitGroup {
  /** 'everything', a family key, 'tutorials', 'planner-and-branches'. */
  key: string;
  /** What the choice is called on /field-kit. */
  label: string;
  /** One line on what it holds ("9 products: pages and datasheets"). */
  summary: string;
  /** URL paths into FieldKitManifest.files. */
  files: readonly string[];
}

export interface FieldKitManifest {
  /** Changes whenever any file of any group changes. */
  version: string;
  /** When the build wrote it (ISO 8601). */
  builtAt: string;
  files: Readonly<Record<string, KitFile>>;
  groups: readonly KitGroup[];
}

/** localStorage: what this device saved (SavedKit), read by /field-kit and the header. */
export const SAVED_KIT_KEY = 'lumora:field-kit';

export interface SavedKit {
  /** FieldKitManifest.version at the time of saving. */
  version: string;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** The chosen group keys. */
  groups: readonly string[];
  /** Every saved file's revision, by URL path. */
  files: Readonly<Record<string, string>>;
  /** Sum of the saved files' bytes. */
  bytes: number;
}
