import { contactMessages } from '@sportif/contract';
import { type ContentPart, htmlInMarkdownMessage, linkTargetMessage } from '@sportif/contract/content';
import { contentSeed } from '@sportif/contract/content-seed';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentState } from '../hooks/use-content';
import { type EditorName, editors } from './content-editors';
import { PartForm } from './part-form';

afterEach(cleanup);

type Save = ContentState['save'];

/** The editor's form of `part` with the seeded content as its draft; `save` answers as the API would. */
function renderEditor(editor: EditorName, part: ContentPart, save: Save) {
  const tab = editors[editor].tabs.find((candidate) => candidate.part === part);
  if (!tab) throw new Error(`${editor} has no tab for ${part}`);
  render(
    <PartForm
      part={part}
      draft={{
        data: structuredClone(contentSeed[part]),
        version: 3,
        changedBy: 'Sistem',
        changedAt: '2026-11-28T08:00:00.000Z',
        published: true,
      }}
      save={save}
      reload={() => {}}
    >
      {tab.fields}
    </PartForm>,
  );
}

const mondayClass = (n: number) =>
  within(within(screen.getByRole('group', { name: 'Pazartesi' })).getByTestId(`Pazartesi-${n}`));

/** A bad value typed into one editor's field, and the message that must show beside it. */
interface BadInput {
  editor: EditorName;
  part: ContentPart;
  field: () => HTMLElement;
  value: string;
  message: string | RegExp;
}

const badInputs: BadInput[] = [
  {
    editor: 'timetable',
    part: 'timetable.umitkoy',
    field: () => mondayClass(1).getByLabelText('Başlangıç'),
    value: '',
    message: 'Başlangıç saati zorunludur.',
  },
  {
    editor: 'timetable',
    part: 'timetable.umitkoy',
    field: () => mondayClass(2).getByLabelText('Başlangıç'),
    value: '09:45',
    message: 'Bu ders aynı gün aynı stüdyodaki Pilates dersiyle (09:30-10:15) çakışıyor.',
  },
  {
    editor: 'timetable',
    part: 'timetable.umitkoy',
    field: () => mondayClass(1).getByLabelText('Bitiş'),
    value: '09:00',
    message: 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
  },
  {
    editor: 'timetable',
    part: 'timetable.umitkoy',
    field: () => mondayClass(1).getByLabelText('Ders adı'),
    value: '<script>alert(1)</script>',
    message: 'Ders adı içinde < ve > karakterleri kullanılamaz.',
  },
  {
    editor: 'timetable',
    part: 'timetable.cukurambar',
    field: () => mondayClass(1).getByLabelText('Eğitmen'),
    value: 'Ç'.repeat(61),
    message: 'Eğitmen en fazla 60 karakter olabilir.',
  },
  {
    editor: 'membership',
    part: 'membership',
    field: () => screen.getAllByLabelText('Yıllık fiyat (TL)')[0] as HTMLElement,
    value: '-5',
    message: /^Fiyat 0'dan büyük/,
  },
  {
    editor: 'banner',
    part: 'banner',
    field: () => screen.getAllByLabelText('Başlık')[0] as HTMLElement,
    value: '   ',
    message: 'Başlık zorunludur.',
  },
  {
    editor: 'banner',
    part: 'banner',
    field: () => screen.getAllByLabelText('Buton hedefi')[0] as HTMLElement,
    value: 'javascript:alert(1)',
    message: 'Buton hedefi sitenin bir sayfası olmalıdır (ör. /contact).',
  },
  {
    editor: 'branches',
    part: 'branch.umitkoy',
    field: () => screen.getByLabelText('E-posta'),
    value: 'umitkoy@',
    message: contactMessages.email,
  },
  {
    editor: 'branches',
    part: 'branch.cukurambar',
    field: () => screen.getByLabelText('Telefon'),
    value: '12345',
    message: contactMessages.phoneInvalid,
  },
  {
    editor: 'texts',
    part: 'policy.kvkk',
    field: () => screen.getByLabelText('Metin (Markdown)'),
    value: 'Aşağıdaki [bağlantıya](javascript:alert(1)) tıklayın.',
    message: linkTargetMessage,
  },
  {
    editor: 'texts',
    part: 'policy.gizlilik',
    field: () => screen.getByLabelText('Metin (Markdown)'),
    value: 'Merhaba <img src=x onerror=alert(1)>',
    message: htmlInMarkdownMessage,
  },
];

describe('the content editors', () => {
  it.each(badInputs)(
    '$editor ($part) refuses "$value" beside the field, in Turkish, and sends nothing',
    async ({ editor, part, field, value, message }) => {
      const user = userEvent.setup();
      const save = vi.fn<Save>();
      renderEditor(editor, part, save);
      // One input event for the whole value: typing a key at a time re-checks the week's form each time.
      await user.clear(field());
      if (value) {
        await user.click(field());
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));

      expect(await screen.findByText('Kaydedilmedi: işaretli alanları düzeltin.')).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
      const described = (field().getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toMatch(typeof message === 'string' ? message : message);
      // Nothing typed is lost, nothing is sent.
      expect((field() as HTMLInputElement).value).toBe(value);
      expect(save).not.toHaveBeenCalled();
    },
  );

  it('keeps what was typed when a save someone else overtook is refused, names them and offers to reload', async () => {
    const user = userEvent.setup();
    const conflict =
      'Bu bölümü Ayşe Kaya 28.11.2026 11:02 tarihinde değiştirdi; sizin değişikliğiniz kaydedilmedi.';
    const save = vi.fn<Save>(async () => ({ conflict }));
    renderEditor('timetable', 'timetable.umitkoy', save);
    const instructor = mondayClass(1).getByLabelText('Eğitmen');
    await user.clear(instructor);
    await user.click(instructor);
    await user.paste('Yeni Eğitmen');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect((await screen.findByRole('alert')).textContent).toContain(conflict);
    expect(screen.getByRole('button', { name: 'Yeniden yükle' })).toBeTruthy();
    expect((instructor as HTMLInputElement).value).toBe('Yeni Eğitmen');
    expect(save).toHaveBeenCalledWith(
      'timetable.umitkoy',
      3,
      expect.objectContaining({ days: expect.any(Array) }),
    );
  });
});
