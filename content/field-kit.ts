/**
 * Words of the field kit (/field-kit): what a technician can keep on the
 * device for working without signal, and every message of saving, updating
 * and removing it. The groups' names are here too: the build writes them
 * into field-kit.json (lib/offline/groups.ts). The browser's code imports
 * this module, so it imports nothing but types and the count helper, which
 * imports nothing.
 */

import { countOf, nounFor, type Noun } from './count';

/** What a family's group keeps of its products: their pages, not the landing's cards (an EDFA landing shows more products than have pages). */
const productPages: Noun = { one: 'product page with its datasheet', other: 'product pages with their datasheets' };
const fileNoun: Noun = { one: 'file', other: 'files' };

export const fieldKitGroupWords = {
  everything: {
    label: 'Everything',
    summary: (pages: number) => `All ${countOf(pages, productPages)}, the tutorials, the link planner and the branch offices`,
  },
  family: {
    summary: (hint: string, pages: number) => `${hint}: ${countOf(pages, productPages)}`,
  },
  tutorials: {
    label: 'Tutorials and videos',
    summary: 'The splicer tutorial videos and the SMT line film, with their pages',
  },
  plannerAndBranches: {
    label: 'Link planner and branch offices',
    summary: 'The loss-budget planner and every branch office with its phone number and address',
  },
} as const;

const joinNames = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export const fieldKitPage = {
  eyebrow: 'Field kit',
  title: 'Keep the catalogue on your device',
  lead: 'Splicing crews and OTDR technicians often work where there is no signal. Choose what to keep and save it once while you are online: those pages, datasheets and videos then open on this device without a connection.',
  /** The fibre colour order, on this page so every device that opened the site has it offline (the page is precached). */
  colourTitle: 'At the splice tray',
  /** `stated`: the cables whose datasheets give a colour order; `unstated`: those that give none. */
  colourLead: (stated: readonly string[], unstated: readonly string[]) =>
    [
      `The colour of each fibre in a tube of the ${joinNames(stated)}.`,
      ...(unstated.length > 0 ? [`The ${joinNames(unstated)} ${unstated.length === 1 ? 'datasheet gives' : 'datasheets give'} no colour order: ask us before you splice one.`] : []),
      'This page is kept on every device that has opened the site, so the table opens without a connection, saved kit or not.',
    ].join(' '),
  /** Shown without JavaScript in place of the controls. */
  noScript: 'Saving pages for use without a connection happens in your browser and needs JavaScript.',
  /** No service worker or no Cache Storage (older browsers, some private windows). */
  unsupported:
    'This browser cannot keep the field kit: it has no service worker or no storage for saved pages (some private windows turn them off). The site still works while you are online.',
  loading: 'Reading what can be saved…',
  loadFailed: 'The list of what can be saved could not be loaded. Check your connection and reload the page.',
  /** Under the heading: the size of everything, from field-kit.json. */
  wholeKit: (size: string) => `The whole field kit is ${size}.`,

  chooseTitle: 'Choose what to keep',
  chooseLegend: 'What to keep on this device',
  /** Beside each choice, once the sizes are known. */
  groupSize: (size: string, files: number) => `${size} · ${countOf(files, fileNoun)}`,
  groupSizeUnknown: 'Size not known yet',
  /** Beside a choice the saved kit already holds, current or not. */
  groupSaved: 'saved',
  /** The live line under the choices. */
  choiceTotal: (size: string, files: number) => `This choice: ${size} in ${countOf(files, fileNoun)}.`,
  choiceToDownload: (size: string) => `${size} to download; the rest is saved already.`,
  choiceNothingNew: 'All of it is saved and up to date already.',
  choiceNone: 'Nothing chosen yet.',
  save: 'Save for offline use',

  checkingRoom: 'Checking the space on this device…',
  noRoom: (needed: string, free: string) =>
    `Not enough room on this device: this choice needs ${needed} with a margin, and the browser can give this site ${free}. Choose less, or free some space on the device and try again.`,

  progressLabel: 'Saving the field kit',
  updateProgressLabel: 'Updating the field kit',
  progressDoneLabel: 'Field kit saved',
  updateDoneLabel: 'Field kit updated',
  /** '12.4 of 31.0 MB · 18 of 40 files' */
  progress: (bytesOf: string, done: number, files: number) => `${bytesOf} · ${done} of ${countOf(files, fileNoun)}`,
  cancel: 'Cancel',

  saved: (size: string, files: number) => `Saved: ${size} in ${countOf(files, fileNoun)}. These pages now open on this device without a connection.`,
  updated: (files: number, removed: number) =>
    `Updated: ${countOf(files, fileNoun)} downloaded${removed > 0 ? `, ${removed} no longer on the site removed` : ''}. The field kit matches the site again.`,
  /** The browser refused to keep the storage when space runs low (navigator.storage.persist()). */
  notPersisted: 'This browser may clear saved pages if the device runs short of space. Open this page now and then to check that your kit is still here.',
  cancelled: (hadKit: boolean, keptUpdates: number) =>
    [
      hadKit ? 'Cancelled. Nothing new was kept, and your saved kit is as it was' : 'Cancelled. Nothing was kept',
      keptUpdates > 0 ? `, except ${countOf(keptUpdates, fileNoun)} already brought up to date.` : '.',
    ].join(''),
  failed: (file: string, reason: string) =>
    `Saving stopped: ${file} could not be downloaded (${reason}). Nothing new was kept. Check your connection and try again.`,
  full: 'Saving stopped: the device ran out of room. Nothing new was kept. Free some space, or choose less, and try again.',

  savedTitle: 'Saved on this device',
  savedNothing: 'Nothing is saved on this device yet.',
  savedWhen: (date: string) => `Saved ${date}`,
  savedSize: (size: string, files: number) => `${size} in ${countOf(files, fileNoun)}`,
  /** Files the browser cleared since they were saved (storage pressure). */
  savedMissing: (files: number) => `The browser has cleared ${files} saved ${nounFor(files, fileNoun)}: Update brings ${nounFor(files, { one: 'it', other: 'them' })} back.`,
  upToDate: 'Up to date with the site.',
  outOfDate: (changed: number, gone: number, size: string) => {
    const parts = [
      changed > 0 ? `${countOf(changed, fileNoun)} to download (${size})` : null,
      gone > 0 ? `${countOf(gone, fileNoun)} to remove` : null,
    ].filter((part) => part !== null);
    return parts.length === 0
      ? 'The site has changed since, though none of the files you saved: Update records it.'
      : `The site has changed since: ${parts.join(' and ')}.`;
  },
  update: 'Update',
  remove: 'Remove',
  removeHint: 'Deletes every saved page, datasheet and video from this device.',
  removed: 'The field kit was removed from this device.',
} as const;

/** The line under a product page's download buttons, to the field kit with the product's family chosen. */
export const fieldKitLink = {
  lead: 'No signal on site?',
  label: (family: string) => `Keep ${family} offline`,
} as const;
