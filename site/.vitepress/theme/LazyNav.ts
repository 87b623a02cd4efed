/**
 * VitePress's nav bar, hydrated when the page is idle instead of inside the page's one long
 * hydration task (see lazy.ts). config.ts points Layout.vue's own import of it here (VitePress's
 * documented way to override an internal component); this module imports the original by its
 * package path, which that alias does not match.
 */
import { defineComponent, h, onMounted } from 'vue';
import VPNav from 'vitepress/dist/client/theme-default/components/VPNav.vue';
import { hydrateWhenIdle } from '../../tools/shared/lazy.ts';
import { navMounted } from '../../i18n/theme-labels.ts';

/** The nav bar, which labels its landmarks in the page's language once it is mounted. */
const LabelledNav = defineComponent({
  inheritAttrs: false,
  setup(_, { attrs, slots }) {
    onMounted(navMounted);
    return () => h(VPNav, attrs, slots);
  },
});

export default hydrateWhenIdle(LabelledNav);
