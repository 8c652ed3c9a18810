import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '#web/api/api-error';
import { useTranslateText } from '#web/i18n/translate';
import { showServerFieldErrors } from './use-spec-form';

const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields.`;

/**
 * What a contact form (the callback, the campaign pages' leads) says when sending it failed: the server's
 * field errors go under the inputs `shown` and the form names any other field's message, or says to look
 * under the fields; any other failure says its own message.
 */
export function useSendRefusal<T extends FieldValues>(form: UseFormReturn<T>, shown: readonly string[]) {
  const { i18n } = useLingui();
  const translate = useTranslateText();
  return (error: unknown): string => {
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
    if (!fieldErrors) return error instanceof Error ? error.message : String(error);
    const [elsewhere] = showServerFieldErrors(form, fieldErrors, shown);
    return elsewhere ? translate(elsewhere) : i18n._(FIX_FIELDS);
  };
}
