// An ESLint rule that refuses customer-facing text written straight into a component (issue 21): words in
// JSX, and words in the attributes a reader or a screen reader meets, must come from the catalogues
// (Lingui's <Trans>, t`…`, msg`…`). Text inside <Trans>, <Plural> and the like is the message itself.
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'hint',
  'description',
  'heading',
  'message',
  'emptyText',
  'buttonText',
  'confirmLabel',
  'cancelLabel',
]);
const WORDS = /\p{L}{2,}/u;
// The brand is written the same in every language.
const NAMES = new Set(['Kavacha']);
const isText = (text) => WORDS.test(text) && !NAMES.has(text.trim());

const elementName = (node) => (node.type === 'JSXIdentifier' ? node.name : undefined);

function insideMessage(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXElement' && MESSAGE_ELEMENTS.has(elementName(at.openingElement.name))) return true;
  }
  return false;
}

/** A string literal or a template without expressions, as its text; else undefined. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Customer-facing text comes from the catalogues, not from the component' },
    messages: {
      untranslated: 'Text "{{text}}" is not translated: wrap it in <Trans> or t`…` (decision 040).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isText(node.value) && !insideMessage(node)) report(node, node.value);
      },
      'JSXExpressionContainer > Literal, JSXExpressionContainer > TemplateLiteral'(node) {
        const text = literalText(node);
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (text !== undefined && isText(text) && !insideMessage(node)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!READ_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== undefined && isText(text)) report(node, text);
      },
    };
  },
};
