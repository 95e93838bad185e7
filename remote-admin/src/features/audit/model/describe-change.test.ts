import type { AuditEntry } from '@sportif/contract';
import { contentParts } from '@sportif/contract/content';
import { describe, expect, it } from 'vitest';
import { contentPartName, describeChange } from './describe-change';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: '1',
  at: '2026-11-28T10:00:00.000Z',
  actorId: null,
  actorName: null,
  actorUserName: null,
  kind: action.startsWith('content') ? 'content' : action.startsWith('account') ? 'account' : 'message',
  action,
  details,
});

describe('describeChange', () => {
  it('names content changes in Turkish, with the part as its editor names it', () => {
    expect(describeChange(entry('content.draft-saved', { subject: 'timetable.umitkoy' }))).toEqual({
      action: 'Taslak kaydedildi',
      details: 'Ümitköy Ders Programı',
    });
    expect(describeChange(entry('content.published', { subject: '#2' }))).toEqual({
      action: 'İçerik yayınlandı',
      details: 'Yayın #2',
    });
    expect(describeChange(entry('content.restored', { subject: '#1' }))).toEqual({
      action: 'Yayın geri alındı',
      details: 'Yayın #1',
    });
  });

  it('names account changes with the user name, the role and the state that moved', () => {
    expect(describeChange(entry('account.create', { userName: 'ayse', role: 'editor' }))).toEqual({
      action: 'Hesap oluşturuldu',
      details: 'ayse (Editör)',
    });
    expect(
      describeChange(
        entry('account.update', {
          userName: 'ayse',
          from: { role: 'editor', disabled: false },
          to: { role: 'yonetici', disabled: true },
        }),
      ),
    ).toEqual({
      action: 'Hesap değiştirildi',
      details: 'ayse, Rol: Editör → Yönetici, Durum: Etkin → Devre dışı',
    });
    expect(describeChange(entry('account.reset-password', { userName: 'ayse' })).action).toBe(
      'Şifre sıfırlandı',
    );
    expect(describeChange(entry('account.change-password', { userName: 'ayse' })).action).toBe(
      'Şifre değiştirildi',
    );
  });

  it('names message changes by the message number, never the sender', () => {
    expect(describeChange(entry('message.marks', { number: 7, read: true, handled: false }))).toEqual({
      action: 'Mesaj işaretlendi',
      details: '#7, Okundu, Ele alınmadı',
    });
    expect(describeChange(entry('message.delete', { number: 7 }))).toEqual({
      action: 'Mesaj silindi',
      details: '#7',
    });
    expect(describeChange(entry('message.export', { count: 1200 }))).toEqual({
      action: 'Mesajlar CSV olarak indirildi',
      details: '1.200 mesaj',
    });
  });

  it('shows an action it does not know as recorded', () => {
    expect(describeChange(entry('message.archive', { number: 3, why: 'eski' }))).toEqual({
      action: 'message.archive',
      details: 'number: 3, why: eski',
    });
  });
});

describe('contentPartName', () => {
  it('names every part of the content, none by its id', () => {
    for (const part of contentParts) {
      expect(contentPartName(part)).toEqual(expect.any(String));
      expect(contentPartName(part)).not.toBe(part);
    }
  });

  it('names every part as its editor does', () => {
    expect(
      [
        'timetable.cukurambar',
        'schedule',
        'groupClasses',
        'membership',
        'banner',
        'branch.umitkoy',
        'policy.kvkk',
        'unknown',
      ].map(contentPartName),
    ).toEqual([
      'Çukurambar Ders Programı',
      'Haftalık Program (/schedule)',
      'Grup Dersleri',
      'Üyelik Fiyatları',
      'Banner',
      'Şube Bilgileri: Ümitköy',
      'KVKK Aydınlatma Metni',
      'unknown',
    ]);
  });
});
