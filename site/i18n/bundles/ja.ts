// Every message file of one language, in one chunk (see ../index.ts).
export default import.meta.glob('../locales/ja/*.json', { eager: true, import: 'default' });
