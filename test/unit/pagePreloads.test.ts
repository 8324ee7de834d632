import { describe, expect, it } from 'vitest';
import { preloadLinks, routeAt, routeFiles, type Manifest } from '../../server/pagePreloads';

/** A build in miniature: the entry and its app chunk, a flow that shares a chunk with the first load and one of its own. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-aaaaaaaa.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-bbbbbbbb.js', css: ['assets/app-cccccccc.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/rolldown-runtime-dddddddd.js' },
  'src/views/choice/ChoiceFlow.tsx': { file: 'assets/ChoiceFlow-eeeeeeee.js', imports: ['_runtime.js', '_Radio.js'], css: ['assets/ChoiceFlow-ffffffff.css'], dynamicImports: ['src/views/choice/MapScreen.tsx'] },
  '_Radio.js': { file: 'assets/Radio-gggggggg.js', imports: ['_app.js'], css: ['assets/Radio-hhhhhhhh.css'] },
  'src/views/choice/ChoiceLeaveGuard.tsx': { file: 'assets/ChoiceLeaveGuard-iiiiiiii.js', imports: ['_Radio.js'] },
  'src/views/choice/MapScreen.tsx': { file: 'assets/MapScreen-jjjjjjjj.js', css: ['assets/MapScreen-kkkkkkkk.css'] },
  'src/views/hospital/ConsoleApp.tsx': { file: 'assets/ConsoleApp-llllllll.js', imports: ['_Radio.js'] },
};

describe('the files a page names for its route', () => {
  it('are its modules, what they import and their stylesheets, each once, without the first load or lazy imports', () => {
    expect(routeFiles(manifest, 'CHOICE_OPTION_LIST')).toEqual({
      scripts: ['assets/ChoiceFlow-eeeeeeee.js', 'assets/Radio-gggggggg.js', 'assets/ChoiceLeaveGuard-iiiiiiii.js'],
      styles: ['assets/ChoiceFlow-ffffffff.css', 'assets/Radio-hhhhhhhh.css'],
    });
    // The map's own screen only on its route.
    expect(routeFiles(manifest, 'CHOICE_OPTION_LIST_MAP').scripts).toContain('assets/MapScreen-jjjjjjjj.js');
  });

  it("are the console's chunk for the console's addresses", () => {
    expect(routeFiles(manifest, 'CONSOLE').scripts).toEqual(['assets/ConsoleApp-llllllll.js', 'assets/Radio-gggggggg.js']);
    expect(routeFiles(manifest, null)).toEqual({ scripts: [], styles: [] });
  });

  it('are none for a route whose screen is in the first load, or a module the build does not have', () => {
    expect(routeFiles(manifest, 'LOGIN')).toEqual({ scripts: [], styles: [] });
    expect(routeFiles(manifest, 'DASHBOARD')).toEqual({ scripts: [], styles: [] });
  });

  it('are linked as module preloads and stylesheets, fetched the way the app then asks for them (crossorigin)', () => {
    expect(preloadLinks({ scripts: ['assets/a-11111111.js'], styles: ['assets/b-22222222.css'] })).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-11111111.js"><link rel="stylesheet" crossorigin href="/assets/b-22222222.css">',
    );
  });
});

describe('what an address shows, as the app decides', () => {
  it.each([
    ['/', 'DASHBOARD'],
    ['/login', 'LOGIN'],
    ['/login/', 'LOGIN'],
    ['/LOGIN', 'LOGIN'],
    ['/choice/option-list/12', 'CHOICE_OPTION_LIST'],
    ['/choice/option-list/12?from=mail#top', 'CHOICE_OPTION_LIST'],
    ['/choice/option-list/12/provider/7', 'CHOICE_OPTION_LIST_PROVIDER'],
    ['/choice/option-list/12/map', 'CHOICE_OPTION_LIST_MAP'],
    ['/choice/review/3', 'CHOICE_REVIEW'],
    ['/go/c/AbC-123', 'GO_CHOICE'],
    ['/forgot-password-reset/xyz', 'FORGOT_PASSWORD_RESET'],
    ['/hospital', 'CONSOLE'],
    ['/hospital/login', 'CONSOLE'],
    ['/hospital/patients/3/choice-record', 'CONSOLE'],
  ])('%s is %s', (url, route) => {
    expect(routeAt(url)).toBe(route);
  });

  it.each(['/nowhere', '/choice/option-list/', '/choice/option-list/12/elsewhere', '/hospitality'])('%s is none', (url) => {
    expect(routeAt(url)).toBeNull();
  });
});
