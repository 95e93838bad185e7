import type { SelectOption } from '@sportif/ui';

const subject = (label: string): SelectOption => ({ value: label, label });

/** Subjects of the contact form's Select; the chosen label is the e-mail's subject. */
export const contactSubjects: readonly SelectOption[] = [
  'Üyelik bilgisi',
  'Üyelik fiyatları',
  'Grup dersleri',
  'Ders programı',
  'Kişisel antrenman',
  'Deneme dersi talebi',
  'Ümitköy Kulüp',
  'Çukurambar Kulüp',
  'Yüzme ve havuz',
  'Çocuk programları',
  'Kurumsal üyelik',
  'Öneri ve şikâyet',
  'Diğer',
].map(subject);

/** Texts of the contact form; the field error messages come with the shared schema (docs/requirements.md §5). */
export const contactTexts = {
  title: 'Bize Yazın',
  intro:
    'Üyelik, dersler ya da kulüplerimiz hakkındaki sorularınızı iletin; en kısa sürede size dönüş yapalım.',
  formLabel: 'İletişim formu',
  labels: {
    name: 'Ad Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    subject: 'Konu',
    message: 'Mesajınız',
  },
  /** The phone rule of the shared schema, shown before anyone breaks it. */
  phoneHint: '10-15 rakam; boşluk, +, parantez ve tire kullanılabilir.',
  /** Where the form would be, when the page runs without JavaScript. */
  needsJavaScript:
    'Mesaj göndermek için tarayıcınızda JavaScript açık olmalıdır. Bize telefonla veya e-postayla da ulaşabilirsiniz.',
  subjectPlaceholder: 'Konu seçin veya arayın',
  subjectNoMatch: 'Bu aramayla eşleşen konu yok.',
  honeypotLabel: 'Bu alanı boş bırakın',
  submit: 'Gönder',
  sending: 'Gönderiliyor…',
  sentText: 'E-posta başarıyla gönderildi!',
  sentToast: 'E-posta başarıyla gönderildi.',
  failedText: 'E-posta gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  invalidToast: 'Eksik bilgileri tamamlayınız!',
  /** Under the form, where the data is collected: "KVKK Aydınlatma Metni" links to /kvkk. */
  privacy: {
    before: 'Kişisel verileriniz ',
    link: 'KVKK Aydınlatma Metni',
    after: ' kapsamında işlenir.',
  },
} as const;
