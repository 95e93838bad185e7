import { deliveryStatuses, messageStateLabels, messageStates } from '@sportif/contract';
import screen from '../../../components/screen.module.css';
import { SearchField } from '../../../components/search-field';
import { adminTexts } from '../../../texts';
import type { MessageFilters } from '../model/message-filters';

const texts = adminTexts.messages;
const deliveryLabels = {
  pending: texts.pending,
  sending: texts.sendingNow,
  sent: texts.sent,
  stored: texts.stored,
  failed: texts.failed,
} as const;

interface MessageFiltersBarProps {
  filters: MessageFilters;
  /** Every subject the outbox holds; the contact form's subjects name the branches. */
  subjects: readonly string[];
  onChange: (filters: MessageFilters) => void;
}

/** The search by sender and the subject (branch), state and delivery filters of Mesajlar (issue 37). */
export function MessageFiltersBar({ filters, subjects, onChange }: MessageFiltersBarProps) {
  const set = <K extends keyof MessageFilters>(key: K, value: MessageFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <>
      <span className={screen.filter}>
        <SearchField
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={filters.search}
          maxLength={200}
          onChange={(value) => set('search', value)}
        />
      </span>
      <label className={screen.filter}>
        {texts.subjectFilter}
        <select value={filters.subject} onChange={(event) => set('subject', event.target.value)}>
          <option value="">{texts.all}</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </label>
      <label className={screen.filter}>
        {texts.stateFilter}
        <select
          value={filters.state}
          onChange={(event) => set('state', event.target.value as MessageFilters['state'])}
        >
          <option value="">{texts.all}</option>
          {messageStates.map((state) => (
            <option key={state} value={state}>
              {messageStateLabels[state]}
            </option>
          ))}
        </select>
      </label>
      <label className={screen.filter}>
        {texts.deliveryFilter}
        <select
          value={filters.delivery}
          onChange={(event) => set('delivery', event.target.value as MessageFilters['delivery'])}
        >
          <option value="">{texts.all}</option>
          {deliveryStatuses.map((status) => (
            <option key={status} value={status}>
              {deliveryLabels[status]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
