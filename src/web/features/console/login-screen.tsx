import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useSearchParams } from 'react-router';
import type { LoginInput } from '#domain/console/calls';
import { loginSchema } from '#domain/console/calls';
import { TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { usePageTitle } from '#web/components/use-page-title';
import { useSession } from './api/get-session';
import { useLogIn } from './api/log-in';
import { useConsoleSubmit } from './console-form';
import { Problem } from './console-notices';
import { afterLogin } from './console-paths';
import { ConsoleShell } from './console-shell';

// /console/login: staff log in with their email and password, then go on to the page they asked for.

export function LoginScreen() {
  usePageTitle('Log in | Kavacha console');
  const session = useSession();
  const [query] = useSearchParams();
  const logIn = useLogIn();
  const form = useSpecForm<LoginInput>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(loginSchema),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['email', 'password'], logIn.mutateAsync);
  // Signed in, now or already: on to the page that asked for the login.
  if (session.data) return <Navigate to={afterLogin(query.get('next'))} replace />;
  return (
    <ConsoleShell>
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Log in</h1>
        <p className="mt-1 text-slate-700">For Kavacha staff and insurers&apos; reviewers.</p>
        <SpecForm
          form={form}
          onSubmit={onSubmit}
          className="mt-5 space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <Problem message={problem} />
          <TextField name="email" label="Email" type="email" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <FormActions submitting={form.formState.isSubmitting} submitLabel="Log in" />
        </SpecForm>
      </div>
    </ConsoleShell>
  );
}
