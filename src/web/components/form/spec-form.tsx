import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';

/**
 * A form of the spec's pages: its fields reach the form's state through the provider, the browser's own
 * validation is off (the shared schemas speak instead), and a second press while the first is on its
 * way is ignored, so nothing is sent twice.
 */
export function SpecForm<T extends FieldValues>({
  form,
  onSubmit,
  className,
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (form.formState.isSubmitting) event.preventDefault();
          else void onSubmit(event);
        }}
        className={className}
      >
        {children}
      </form>
    </FormProvider>
  );
}
