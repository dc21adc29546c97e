import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { maxStateHooks } from './max-state-hooks.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const states = (n: number) =>
  Array.from({ length: n }, (_, i) => `const [s${i}, set${i}] = useState(${i});`).join('\n');

tester.run('max-state-hooks', maxStateHooks, {
  valid: [
    { code: `function Form() { ${states(3)} }`, options: [{ max: 3 }] },
    // A nested function's state is its own, not its parent's.
    { code: `function Tab() { ${states(2)} const Row = () => { ${states(2)} }; }`, options: [{ max: 3 }] },
  ],
  invalid: [
    {
      code: `function Form() { ${states(3)} const [r, dispatch] = React.useReducer(reduce, 0); }`,
      options: [{ max: 3 }],
      errors: [{ messageId: 'tooMany', data: { name: 'Form', count: '4', max: '3' } }],
    },
    {
      code: `const useDialogs = () => { ${states(4)} };`,
      options: [{ max: 3 }],
      errors: [{ messageId: 'tooMany', data: { name: 'useDialogs', count: '4', max: '3' } }],
    },
  ],
});
