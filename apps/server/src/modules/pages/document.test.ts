import { describe, expect, it } from 'vitest';
import { inEvaluationOrder } from './document.js';

describe("the app's chunks in the order the page imports them", () => {
  it('lists each file once, after every file it imports, the entry last', () => {
    const manifest = {
      'src/app/entry.tsx': { file: 'assets/app.js', imports: ['_libraries.js', '_react-dom.js'] },
      '_libraries.js': { file: 'assets/libraries.js', imports: ['_react-dom.js', '_runtime.js'] },
      '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/screens/Other.tsx': { file: 'assets/other.js', imports: ['_react-dom.js'] },
    };
    expect(inEvaluationOrder(manifest, 'src/app/entry.tsx')).toEqual([
      'assets/runtime.js',
      'assets/react-dom.js',
      'assets/libraries.js',
      'assets/app.js',
    ]);
  });
});
