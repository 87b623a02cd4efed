// Every message file of one language, in one chunk (see ../index.ts).
export default import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' });
