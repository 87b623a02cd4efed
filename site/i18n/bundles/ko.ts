// Every message file of one language, the shared ones and the tools', in one chunk (see ../index.ts).
export default import.meta.glob(['../locales/ko/*.json', '../../tools/*/messages/ko.json'], {
  eager: true,
  import: 'default',
});
