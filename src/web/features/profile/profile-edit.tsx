import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileEditInput } from '#domain/account/profile';
import { nicChangeSchema, profileEditSchema } from '#domain/account/profile';
import type { AccountCustomer } from '#domain/account/session';
import type { OtpChallenge } from '#domain/otp';
import { ApiError } from '#web/api/api-error';
import { secondaryButton } from '#web/components/ui/buttons';
import { Refusal } from '#web/components/ui/refusal';
import { verifyOtp } from '#web/features/motor/api/verify-otp';
import { CodeStep, useOneTimeCode } from '#web/features/login/login-flow';
import { Busy, Field, fieldMessages, RequestOtpForm, submitLook } from '#web/features/login/login-forms';
import { PicturePicker } from '#web/features/login/picture-picker';
import { changeMobile, changeNic, editProfile, removePicture, uploadPicture } from './account-calls';

// Editing 'My Profile' (issue 23, decision 051): address, e-mail and city by the shared schema; the
// picture; the mobile number, proved by a code sent to the new number; the NIC or passport number,
// confirmed by a code to the customer's own number. A refusal keeps what was typed.

/** Runs a change: its refusal (the first field error, or the message) shown, the typed values kept. */
function useChange() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    setDone(false);
    try {
      await change();
      setDone(true);
      return true;
    } catch (failure) {
      const fieldError =
        failure instanceof ApiError ? Object.values(failure.fieldErrors ?? {})[0]?.[0] : undefined;
      setError(fieldError ?? (failure instanceof Error ? failure.message : String(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}

function Saved({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 font-medium text-green-800">
      <CircleCheck aria-hidden="true" className="size-5" />
      {children}
    </p>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function EditDetails({ customer }: { customer: AccountCustomer }) {
  const { t } = useLingui();
  const [values, setValues] = useState<ProfileEditInput>({
    address: customer.address,
    email: customer.email ?? '',
    city: customer.city ?? '',
  });
  const { busy, error, done, run } = useChange();
  const messages = fieldMessages(profileEditSchema, values);
  const valid = Object.keys(messages).length === 0;
  const set = (field: keyof ProfileEditInput) => (value: string) => setValues({ ...values, [field]: value });
  const fields: [name: keyof ProfileEditInput, label: string, autoComplete: string][] = [
    ['address', t`Address`, 'street-address'],
    ['email', t`Email (optional)`, 'email'],
    ['city', t`City (optional)`, 'address-level2'],
  ];
  return (
    <Section title={<Trans>Edit your details</Trans>}>
      <form
        aria-label={t`Edit your details`}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) void run(() => editProfile(values));
        }}
      >
        {fields.map(([name, label, autoComplete]) => (
          <Field
            key={name}
            name={name}
            label={label}
            value={values[name] as string}
            onChange={set(name)}
            message={messages[name]}
            autoComplete={autoComplete}
            multiline={name === 'address'}
          />
        ))}
        <Refusal message={error} />
        {done && (
          <Saved>
            <Trans>Your details are saved.</Trans>
          </Saved>
        )}
        <button type="submit" disabled={!valid} aria-disabled={busy || undefined} className={submitLook}>
          <Busy busy={busy} />
          <Trans>Save details</Trans>
        </button>
      </form>
    </Section>
  );
}

export function EditPicture({ customer }: { customer: AccountCustomer }) {
  const { t } = useLingui();
  const [picture, setPicture] = useState<File>();
  const { busy, error, done, run } = useChange();
  return (
    <Section title={<Trans>Profile picture</Trans>}>
      <form
        aria-label={t`Profile picture`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (picture && !busy) void run(() => uploadPicture(picture));
        }}
      >
        <PicturePicker label={t`New profile picture`} file={picture} onChange={setPicture} />
        <Refusal message={error} />
        {done && (
          <Saved>
            <Trans>Your profile picture is changed.</Trans>
          </Saved>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={!picture} aria-disabled={busy || undefined} className={submitLook}>
            <Busy busy={busy} />
            <Trans>Save picture</Trans>
          </button>
          {customer.picture && (
            <button type="button" className={secondaryButton} onClick={() => void run(removePicture)}>
              <Trans>Remove picture</Trans>
            </button>
          )}
        </div>
      </form>
    </Section>
  );
}

type CodeState = { mobileNumber: string; challenge: OtpChallenge; sentAt: number };

/** The code's steps for a change: sent to `mobileNumber` (07...), then the verified token to `onVerified`. */
function ConfirmByCode({
  mobileNumber,
  onVerified,
  onCancel,
}: {
  mobileNumber: string;
  onVerified: (verifiedToken: string) => Promise<void>;
  onCancel: () => void;
}) {
  const code = useOneTimeCode();
  const [sent, setSent] = useState<CodeState>();
  if (!sent)
    return (
      <div className="space-y-3">
        <Refusal message={code.error} />
        <button
          type="button"
          className={submitLook}
          aria-disabled={code.busy || undefined}
          onClick={() =>
            void code.send(mobileNumber, false).then((challenge) => {
              if (challenge) setSent({ mobileNumber, challenge, sentAt: Date.now() });
            })
          }
        >
          <Busy busy={code.busy} />
          <Trans>Send a code to {mobileNumber}</Trans>
        </button>
      </div>
    );
  return (
    <CodeStep
      code={code}
      {...sent}
      onResent={(challenge) => setSent({ ...sent, challenge, sentAt: Date.now() })}
      onVerify={(otp) =>
        void code.attempt(async () => {
          const verified = await verifyOtp({ token: sent.challenge.token, otp_code: otp });
          await onVerified(verified.token);
        })
      }
      onChangeNumber={onCancel}
    />
  );
}

/** 94771234567 as the customer types it: 0771234567. */
const localNumber = (mobile: string) => `0${mobile.slice(2)}`;

export function ChangeMobile() {
  const [newNumber, setNewNumber] = useState<string>();
  const [done, setDone] = useState(false);
  return (
    <Section title={<Trans>Change your mobile number</Trans>}>
      <div className="space-y-4">
        {done && (
          <Saved>
            <Trans>Your mobile number is changed.</Trans>
          </Saved>
        )}
        {newNumber === undefined ? (
          <RequestOtpForm
            busy={false}
            error={undefined}
            onSubmit={(mobile) => {
              setDone(false);
              setNewNumber(mobile);
            }}
          />
        ) : (
          <ConfirmByCode
            mobileNumber={newNumber}
            onCancel={() => setNewNumber(undefined)}
            onVerified={async (token) => {
              await changeMobile(token);
              setNewNumber(undefined);
              setDone(true);
            }}
          />
        )}
      </div>
    </Section>
  );
}

export function ChangeNic({ customer }: { customer: AccountCustomer }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const message = fieldMessages(nicChangeSchema, { nicOrPassportNumber: value }).nicOrPassportNumber;
  return (
    <Section title={<Trans>Change your NIC or passport number</Trans>}>
      <form
        aria-label={t`Change your NIC or passport number`}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (message === undefined) {
            setDone(false);
            setConfirming(true);
          }
        }}
      >
        <Field
          name="nicOrPassportNumber"
          label={t`New NIC or passport number`}
          hint={t`We confirm the change with a code to your mobile number.`}
          value={value}
          onChange={setValue}
          message={message}
        />
        {done && (
          <Saved>
            <Trans>Your NIC or passport number is changed.</Trans>
          </Saved>
        )}
        {!confirming && (
          <button type="submit" disabled={message !== undefined} className={submitLook}>
            <Trans>Continue</Trans>
          </button>
        )}
      </form>
      {confirming && (
        <div className="mt-4">
          <ConfirmByCode
            mobileNumber={localNumber(customer.mobile_number)}
            onCancel={() => setConfirming(false)}
            onVerified={async (token) => {
              await changeNic({ nicOrPassportNumber: value }, token);
              setConfirming(false);
              setValue('');
              setDone(true);
            }}
          />
        </div>
      )}
    </Section>
  );
}
