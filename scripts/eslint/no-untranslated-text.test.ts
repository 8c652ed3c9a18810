import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noUntranslatedText } from './no-untranslated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-untranslated-text', noUntranslatedText, {
  valid: [
    'const a = <p><Trans>Compare Now</Trans></p>;',
    'const a = <button aria-label={t`Close`}>×</button>;',
    'const a = <p>{quote.insurer} {amount}</p>;',
    'const a = <div className="flex gap-2" data-testid="premium-card" name="sum_insured" />;',
    'const a = <Trans>Read our <Link to="/privacy">privacy notice</Link>.</Trans>;',
    'const a = <p>: – / 1,500</p>;',
    'const a = <text>Kavacha</text>;',
  ],
  invalid: [
    { code: 'const a = <button>BUY NOW</button>;', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <p>{"Compare Now"}</p>;', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <input placeholder="Select" />;', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <nav aria-label="Main" />;', errors: [{ messageId: 'untranslated' }] },
    { code: "const a = <Field label={'Sum insured'} />;", errors: [{ messageId: 'untranslated' }] },
  ],
});
