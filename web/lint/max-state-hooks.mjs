/**
 * ESLint rule: a function (a component or a custom hook) holds at most `max`
 * pieces of local state, counting its own useState and useReducer calls (not
 * those of functions inside it). Past that, split it into parts with one job
 * each: sub-components, custom hooks, or a store where the state is shared.
 */
const STATE_HOOKS = new Set(['useState', 'useReducer']);

/** @param {import('estree').Node} callee */
function hookName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const maxStateHooks = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the pieces of local state one component or hook holds' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: {
      tooMany:
        '{{name}} holds {{count}} pieces of state (useState/useReducer); at most {{max}}. Split it into sub-components, custom hooks or a store.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 6;
    /** @type {{ node: import('estree').Node, count: number }[]} */
    const functions = [];
    const enter = (node) => functions.push({ node, count: 0 });
    const exit = () => {
      const { node, count } = functions.pop();
      if (count <= max) return;
      const name =
        node.id?.name ??
        (node.parent?.type === 'VariableDeclarator' && node.parent.id.type === 'Identifier'
          ? node.parent.id.name
          : 'This function');
      context.report({ node, messageId: 'tooMany', data: { name, count: String(count), max: String(max) } });
    };
    return {
      FunctionDeclaration: enter,
      FunctionExpression: enter,
      ArrowFunctionExpression: enter,
      'FunctionDeclaration:exit': exit,
      'FunctionExpression:exit': exit,
      'ArrowFunctionExpression:exit': exit,
      CallExpression(node) {
        const current = functions.at(-1);
        if (current && STATE_HOOKS.has(hookName(node.callee) ?? '')) current.count += 1;
      },
    };
  },
};

export default { rules: { 'max-state-hooks': maxStateHooks } };
