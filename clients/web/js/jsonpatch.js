// RFC 6902 JSON Patch, the operations the server sends (add, remove, replace) plus test, copy and
// move for completeness. Applies to a copy-on-write tree: the document passed in is not changed.

/** @typedef {{op: string, path: string, value?: any, from?: string}} Operation */

/** @param {string} path @returns {string[]} */
export function parsePointer(path) {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`bad JSON pointer: ${path}`);
  return path.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function clone(value) {
  if (Array.isArray(value)) return value.slice();
  if (value && typeof value === 'object') return { ...value };
  return value;
}

/**
 * Returns the document with `operations` applied. Throws on an operation that does not apply,
 * leaving the original untouched.
 * @param {any} document @param {Operation[]} operations @returns {any}
 */
export function applyPatch(document, operations) {
  let root = document;
  for (const operation of operations) root = applyOne(root, operation);
  return root;
}

function getAt(root, tokens) {
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object' || !(token in node)) {
      throw new Error(`no value at /${tokens.join('/')}`);
    }
    node = node[token];
  }
  return node;
}

/** Writes `mutate(parent, key)` at the path, copying the nodes on the way. */
function updateAt(root, tokens, mutate) {
  if (tokens.length === 0) return mutate(null, null);
  const copy = clone(root);
  let node = copy;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i];
    if (node === null || typeof node !== 'object' || !(token in node)) {
      throw new Error(`no value at /${tokens.slice(0, i + 1).join('/')}`);
    }
    node[token] = clone(node[token]);
    node = node[token];
  }
  mutate(node, tokens[tokens.length - 1]);
  return copy;
}

function arrayIndex(array, token, forAdd) {
  if (forAdd && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`bad array index ${token}`);
  const index = Number(token);
  if (index > array.length || (!forAdd && index === array.length)) {
    throw new Error(`array index ${token} out of range`);
  }
  return index;
}

function add(root, tokens, value) {
  if (tokens.length === 0) return value;
  return updateAt(root, tokens, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true), 0, value);
    else if (parent && typeof parent === 'object') parent[key] = value;
    else throw new Error('add into a non-container');
  });
}

function remove(root, tokens) {
  getAt(root, tokens);
  return updateAt(root, tokens, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false), 1);
    else delete parent[key];
  });
}

function applyOne(root, operation) {
  const tokens = parsePointer(operation.path);
  switch (operation.op) {
    case 'add':
      return add(root, tokens, operation.value);
    case 'remove':
      return remove(root, tokens);
    case 'replace':
      if (tokens.length === 0) return operation.value;
      getAt(root, tokens);
      return updateAt(root, tokens, (parent, key) => {
        if (Array.isArray(parent)) parent[arrayIndex(parent, key, false)] = operation.value;
        else parent[key] = operation.value;
      });
    case 'test':
      if (JSON.stringify(getAt(root, tokens)) !== JSON.stringify(operation.value)) {
        throw new Error(`test failed at ${operation.path}`);
      }
      return root;
    case 'copy':
      return add(root, tokens, getAt(root, parsePointer(operation.from ?? '')));
    case 'move': {
      const from = parsePointer(operation.from ?? '');
      const value = getAt(root, from);
      return add(remove(root, from), tokens, value);
    }
    default:
      throw new Error(`unknown patch operation ${operation.op}`);
  }
}
