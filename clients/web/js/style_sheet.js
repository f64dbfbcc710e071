// Style sheets of pages loaded on demand (css/<file>), each added once.

/** @type {Map<string, Promise<unknown>>} */
const sheets = new Map();

/** Adds css/`file` once; resolves when it is there (or failed: the page still works). @param {string} file */
export function loadStyleSheet(file) {
  let loaded = sheets.get(file);
  if (!loaded) {
    loaded = new Promise((resolve) => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = new URL(`../css/${file}`, import.meta.url).href;
      sheet.addEventListener('load', resolve);
      sheet.addEventListener('error', resolve);
      document.head.append(sheet);
    });
    sheets.set(file, loaded);
  }
  return loaded;
}
