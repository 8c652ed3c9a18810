import { Link } from 'react-router';
import { ApiError } from '#web/api/api-error';
import { secondaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { useTranslateText } from '#web/i18n/translate';

interface LoadFailureProps {
  title: string;
  error: Error;
  /** What to do when trying again does not help; a lost connection's own message already says it. */
  advice: string;
  onRetry: () => void;
  way: { to: string; text: string };
}

/** A page's data that could not load: why, what to do, Try again, and a way on. */
export function LoadFailure({ title, error, advice, onRetry, way }: LoadFailureProps) {
  const translate = useTranslateText();
  const reason = translate(error.message);
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  const offline = error instanceof ApiError && error.httpStatus === undefined;
  return (
    <div className="space-y-4">
      <ErrorPanel title={title} message={offline ? sentence : `${sentence} ${advice}`} onRetry={onRetry} />
      <Link to={way.to} className={secondaryButton}>
        {way.text}
      </Link>
    </div>
  );
}
