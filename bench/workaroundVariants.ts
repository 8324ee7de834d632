/**
 * The performance workarounds bench/workarounds.ts measures (docs/performance.md lists them with their figures): each
 * variant is the app with one workaround taken out by a minimal patch, plain string replacements that must each
 * match exactly as often as said (test/unit/workaroundVariants.test.ts checks that they still fit the code).
 */
export type PageName = 'login' | 'dashboard' | 'list' | 'list300';
export const EVERY_PAGE: PageName[] = ['login', 'dashboard', 'list'];
/** Workarounds of every page, measured where their work is largest (the login page has little to draw). */
const SIGNED_IN: PageName[] = ['dashboard', 'list'];
const LISTS: PageName[] = ['list', 'list300'];
/** Its size does not matter to it: the demo-sized list is enough. */
const SMALL_LIST: PageName[] = ['list'];

export interface Replacement {
  file: string;
  from: string;
  to: string;
  /** How often `from` must occur in `file` (1 unless said). */
  times?: number;
}

export interface Variant {
  name: string;
  /** The workaround this variant takes out. */
  removes: string;
  patch: Replacement[];
  /** Where its blocking time is measured. */
  pages: PageName[];
  /** Whether the interactions on the 300-provider list are measured too. */
  interactions?: boolean;
}

export const VARIANTS: Variant[] = [
  {
    name: 'first-render-transition',
    removes: 'the first render inside startTransition (src/start.tsx)',
    patch: [{ file: 'src/start.tsx', from: 'startTransition(() => root.render(', to: '((render: () => void) => render())(() => root.render(' }],
    pages: EVERY_PAGE,
  },
  {
    name: 'modal-host',
    removes: 'the modal stack loaded and put on the page on first need or intent (src/views/shell/ModalHost.tsx)',
    patch: [{ file: 'src/views/shell/ModalHost.tsx', from: '    if (waiting.length) loadModalStack();\n', to: '    loadModalStack();\n' }],
    pages: SIGNED_IN,
  },
  {
    name: 'toast-host',
    removes: "Mantine's Notifications loaded and put on the page with the first toast (src/views/shell/toast.ts)",
    patch: [{ file: 'src/views/shell/toast.ts', from: 'export const toastsAsked = () => asked;\n', to: 'export const toastsAsked = () => asked;\nload();\n' }],
    pages: SIGNED_IN,
  },
  {
    name: 'mobile-menu',
    removes: 'the small screens’ menu drawer as a lazy chunk mounted on pointer or focus intent (src/views/shell/Header.tsx)',
    patch: [
      {
        file: 'src/views/shell/Header.tsx',
        from: "const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));",
        to: "import { MobileMenu } from './MobileMenu';",
      },
      { file: 'src/views/shell/Header.tsx', from: '{(menuWanted || menuOpened) && (', to: '{(true || menuWanted || menuOpened) && (' },
    ],
    pages: SIGNED_IN,
  },
  {
    name: 'answer-yield',
    removes: 'a task boundary between reading an API answer and acting on it (src/api/requests.ts)',
    patch: [
      { file: 'src/api/requests.ts', from: '  await yieldToBrowser();\n  return create(answer, struct);', to: '  return create(answer, struct);' },
      { file: 'src/api/requests.ts', from: '  await yieldToBrowser();\n  if (!Array.isArray(answer))', to: '  if (!Array.isArray(answer))' },
    ],
    pages: SIGNED_IN,
  },
  {
    name: 'choice-step-deferred',
    removes: "the choice step's screen drawn from a deferred value (src/views/choice/ChoiceFlow.tsx)",
    patch: [{ file: 'src/views/choice/ChoiceFlow.tsx', from: 'const view = useDeferredValue(current);', to: 'const view = current;' }],
    pages: LISTS,
  },
  {
    name: 'list-cards-deferred',
    removes: 'the option list’s cards drawn from a deferred value, none in the first render (src/views/choice/OptionListScreen.tsx)',
    patch: [{ file: 'src/views/choice/OptionListScreen.tsx', from: 'const deferred = useDeferredValue(shown, NO_CARDS);', to: 'const deferred = shown;' }],
    pages: SMALL_LIST,
    interactions: true,
  },
  {
    name: 'filter-body-on-intent',
    removes: "the filter drawer's body loaded on intent, not with the option list (src/views/choice/openFilters.ts)",
    patch: [
      {
        file: 'src/views/choice/OptionListScreen.tsx',
        from: "import { preloadFilters } from './openFilters';\n",
        to: "import { preloadFilters } from './openFilters';\nimport './FilterPanel';\n",
      },
    ],
    pages: SMALL_LIST,
  },
  {
    name: 'list-check-sliced',
    removes: 'the provider list answer checked an item at a time, yielding every 8 ms (src/api/requests.ts callList)',
    patch: [{ file: 'src/api/requests.ts', from: '  if (!Array.isArray(answer)) return create(answer, array(item));', to: '  return create(answer, array(item));' }],
    pages: LISTS,
  },
  {
    name: 'filters-deferred',
    removes: 'filters, sort and location applied in a deferred render (src/views/choice/useArrangedProviders.ts)',
    patch: [{ file: 'src/views/choice/useArrangedProviders.ts', from: 'useDeferredValue(useSelector(', to: '(useSelector(', times: 4 }],
    pages: [],
    interactions: true,
  },
  {
    name: 'filter-panel-ready',
    removes: "the filter drawer's controls drawn a render after its frame (useDeferredValue(true, false), src/views/choice/FilterPanel.tsx)",
    patch: [{ file: 'src/views/choice/FilterPanel.tsx', from: 'const ready = useDeferredValue(true, false);', to: 'const ready = true;' }],
    pages: [],
    interactions: true,
  },
];
