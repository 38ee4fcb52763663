/**
 * The reports' controls: which report (Sales, Customers, Products), the range (a preset or two
 * dates) and the grouping. Everything is written to the address in one step, so reload, back and a
 * shared link show the same report. Choosing a preset also picks the grouping that reads best for
 * it; a range past 366 days cannot be grouped by day (the API's limit), so Day is disabled and a
 * day grouping moves to weeks.
 */
import { useId } from 'react';
import { DateRange } from '../../../components/admin/DateRange';
import { SegmentedControl } from '../../../components/admin/SegmentedControl';
import { SelectControl } from '../../../components/form/form-field';
import { DAY_GROUPING_DAYS_MAX, REPORT_GROUPINGS, REPORT_NAMES, type ReportGrouping, type ReportName } from '../../../contracts/admin-reports';
import { dayGroupingAllowed, GROUPING_LABELS, REPORT_LABELS, REPORT_PRESETS, reportView, type ReportView } from '../report-range';

const CUSTOM = 'custom';

export interface ReportChange {
  report?: ReportName;
  from?: string;
  to?: string;
  groupBy?: ReportGrouping;
}

interface ReportControlsProps {
  view: ReportView;
  today: string;
  onChange: (change: ReportChange) => void;
}

function ControlLabel({ htmlFor, children }: { htmlFor?: string; children: string }) {
  const Tag = htmlFor ? 'label' : 'p';
  return (
    <Tag htmlFor={htmlFor} className="mb-1.5 block text-[11px] font-semibold uppercase tracking-[0.14em] text-ink-muted">
      {children}
    </Tag>
  );
}

export function ReportControls({ view, today, onChange }: ReportControlsProps) {
  const presetId = useId();
  const dayAllowed = dayGroupingAllowed(view.from, view.to);

  const choosePreset = (id: string) => {
    const preset = REPORT_PRESETS.find((one) => one.id === id);
    if (preset) onChange({ from: preset.from(today), to: today, groupBy: preset.groupBy });
  };

  const chooseDay = (field: 'from' | 'to', value: string | undefined) => {
    const next = reportView({ from: view.from, to: view.to, [field]: value }, today);
    onChange({ from: next.from, to: next.to, ...(view.groupBy === 'day' && !dayGroupingAllowed(next.from, next.to) ? { groupBy: 'week' } : {}) });
  };

  return (
    <div className="card mb-8 flex flex-col gap-5 p-5 sm:p-6">
      <SegmentedControl
        label="Report"
        size="large"
        value={view.report}
        options={REPORT_NAMES.map((name) => ({ value: name, label: REPORT_LABELS[name] }))}
        onChange={(report) => onChange({ report })}
      />
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <div className="md:w-48">
          <ControlLabel htmlFor={presetId}>Range</ControlLabel>
          <SelectControl
            id={presetId}
            value={view.preset ?? CUSTOM}
            options={[...REPORT_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })), ...(view.preset ? [] : [{ value: CUSTOM, label: 'Custom range' }])]}
            onChange={(event) => choosePreset(event.target.value)}
          />
        </div>
        <div>
          <ControlLabel>From – to (UTC)</ControlLabel>
          <DateRange legend="Report range" from={view.from} to={view.to} latest={today} onChange={chooseDay} />
        </div>
        <div>
          <ControlLabel>Group by</ControlLabel>
          <SegmentedControl
            label="Group by"
            size="large"
            value={view.groupBy}
            options={REPORT_GROUPINGS.map((grouping) => ({
              value: grouping,
              label: GROUPING_LABELS[grouping],
              ...(grouping === 'day' && !dayAllowed ? { disabled: true, title: `Group by day covers at most ${DAY_GROUPING_DAYS_MAX} days` } : {}),
            }))}
            onChange={(groupBy) => onChange({ groupBy })}
          />
        </div>
      </div>
    </div>
  );
}
