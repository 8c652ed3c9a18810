import { useId } from 'react';
import type { PreviewPair, Preview, PreviewPremium } from '#domain/console/tariffs';
import { formatRupees } from '#domain/money';

// A preview's sample vehicles side by side (decision 046): for full insurance (what the buyer pays, after
// any promotion) and third party, the premium now, the new one and the difference, or why a vehicle is
// not quoted. A difference carries its sign and words, not its colour alone.

function Premium({ premium }: { premium: PreviewPremium }) {
  return premium.total === null ? (
    <span className="text-slate-700">Not quoted: {premium.reason}</span>
  ) : (
    <span className="whitespace-nowrap">{formatRupees(premium.total)}</span>
  );
}

function Difference({ difference }: { difference: number | null }) {
  if (difference === null) return <span className="text-slate-700">—</span>;
  if (difference === 0) return <span className="text-slate-700">No change</span>;
  const up = difference > 0;
  return (
    <span className={`font-semibold whitespace-nowrap ${up ? 'text-red-800' : 'text-green-800'}`}>
      {up ? '+' : '−'}
      {formatRupees(Math.abs(difference))}
      <span className="sr-only">{up ? ' more' : ' less'}</span>
    </span>
  );
}

const cell = 'px-3 py-2 align-top';
const Cells = ({ pair }: { pair: PreviewPair }) => (
  <>
    <td className={cell}>
      <Premium premium={pair.current} />
    </td>
    <td className={cell}>
      <Premium premium={pair.proposed} />
    </td>
    <td className={cell}>
      <Difference difference={pair.difference} />
    </td>
  </>
);

export function PreviewTable({ preview, proposed }: { preview: Preview; proposed: string }) {
  const captionId = useId();
  const current = preview.current_version ? `version ${preview.current_version}` : 'no version in force';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-base font-semibold text-slate-900">
          Premiums on {preview.date}: {current} (now) beside {proposed} (new)
        </caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" rowSpan={2} className="px-3 py-2 font-semibold">
              Sample vehicle
            </th>
            <th scope="colgroup" colSpan={3} className="px-3 pt-2 font-semibold">
              Full insurance
            </th>
            <th scope="colgroup" colSpan={3} className="px-3 pt-2 font-semibold">
              Third party
            </th>
          </tr>
          <tr>
            {['Now', 'New', 'Difference', 'Now', 'New', 'Difference'].map((label, index) => (
              <th key={index} scope="col" className="px-3 pb-2 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.vehicle_id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} min-w-48 font-normal`}>
                <span className="block font-semibold text-slate-900">{row.label}</span>
                <span className="text-slate-700">{row.description}</span>
              </th>
              <Cells pair={row.comprehensive} />
              <Cells pair={row.third_party} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
