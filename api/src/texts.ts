/** A wait as people say it: whole seconds under a minute, else whole minutes (rounded up). */
const waitText = (seconds: number) => {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? `${whole} saniye` : `${Math.ceil(whole / 60)} dakika`;
};

const istanbulTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A moment as staff in Ankara read it: 01.03.2025 12:30:00 (Europe/Istanbul). */
export const turkishTime = (date: Date): string => istanbulTime.format(date);

/** Who made a change, as a conflict names them: the API itself has no name. */
const changer = (name: string | null) => name ?? 'sunucu (ADMIN_PASSWORD)';

/** Every text of the API that people read (visitors, staff, the club's mailbox), in Turkish. */
export const apiTexts = {
  exampleCreated: 'Kayıt eklendi.',
  exampleUpdated: 'Kayıt güncellendi.',
  exampleDeleted: 'Kayıt silindi.',
  exampleNotFound: 'Kayıt bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.',
  loginFailed: 'E-posta/kullanıcı adı veya şifre hatalı.',
  loginThrottled: (waitSeconds: number) =>
    `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${waitText(waitSeconds)} sonra tekrar deneyin.`,
  loginBusy: 'Şu anda çok sayıda giriş denemesi var. Lütfen birkaç saniye sonra tekrar deneyin.',
  unauthorized: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.',
  notAllowed: 'Bu işlem için yetkiniz yok: yalnızca Yönetici rolündeki kullanıcılar yapabilir.',
  accountDisabled: 'Bu hesap devre dışı bırakılmış. Bir Yönetici ile görüşün.',
  mailAccepted: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  mailThrottled: (minutes: number) =>
    `Çok fazla mesaj gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  messageNotFound: 'Mesaj bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.',
  messageNotRetryable: 'Yalnızca gönderilemeyen (Başarısız) bir mesaj yeniden denenebilir.',
  messageRequeued: 'Mesaj yeniden gönderim sırasına alındı.',
  contentPartMissing: 'Bu içerik bölümü bulunamadı.',
  contentConflict: (name: string, at: string) =>
    `Bu bölümü ${name} ${turkishTime(new Date(at))} tarihinde değiştirdi; sizin değişikliğiniz kaydedilmedi. Son hâlini görmek için yeniden yükleyin.`,
  contentNothingToPublish: 'Yayınlanacak bir değişiklik yok: taslaklar yayındaki içerikle aynı.',
  contentPublished: (id: number) => `İçerik yayınlandı (yayın #${id}).`,
  publicationNotFound: 'Yayın bulunamadı. Yayın geçmişini yenileyip tekrar deneyin.',
  publicationAlreadyLive: (id: number) => `Yayın #${id} ile aynı içerik zaten yayında.`,
  publicationRestored: (id: number) =>
    `Yayın #${id} yeniden yayında; taslaklar da bu yayının içeriğine döndü.`,
  noLiveContent: 'Henüz yayında içerik yok.',
  messageMarksChanged: (at: Date, name: string | null) =>
    `Bu mesajın işaretleri ${turkishTime(at)} tarihinde ${changer(name)} tarafından değiştirildi. Güncel hâlini görmek için yenileyin.`,
  messageBeingSent: 'Mesaj şu anda gönderiliyor; birkaç saniye sonra tekrar deneyin.',
  messageDeleted: 'Mesaj ve sunucudaki bütün kopyaları silindi.',
  accountChanged: (at: Date, name: string | null) =>
    `Bu hesap ${turkishTime(at)} tarihinde ${changer(name)} tarafından değiştirildi. Güncel hâlini görmek için yenileyin.`,
  accountNotFound: 'Hesap bulunamadı. Listeyi yenileyip tekrar deneyin.',
  accountTaken: 'Bu kullanıcı adı veya e-posta başka bir hesapta kullanılıyor.',
  lastYonetici:
    'Son etkin Yönetici devre dışı bırakılamaz veya Editör yapılamaz. Önce başka bir hesabı Yönetici yapın.',
  currentPasswordWrong: 'Mevcut şifre hatalı.',
  notFound: 'API adresi bulunamadı.',
  onlyPost: 'Bu API adresi yalnızca POST isteğiyle çağrılır.',
  bodyNotJson: 'İstek gövdesi geçerli bir JSON değil.',
  bodyNotJsonType: 'İstek gövdesi JSON olarak (Content-Type: application/json) gönderilmelidir.',
  bodyHasNul: 'İstek gövdesi geçersiz bir karakter (U+0000) içeriyor.',
  bodyHasLoneSurrogate:
    'İstek gövdesi geçersiz bir karakter (eşi olmayan bir UTF-16 vekil karakteri) içeriyor.',
  bodyTooLarge: 'İstek gövdesi çok büyük.',
  badRequest: 'İstek geçersiz.',
  unexpected: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  contactMail: {
    senderName: 'Sportif Yaşam Web Sitesi',
    subject: (subject: string) => `İletişim formu: ${subject}`,
    name: 'Ad Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    topic: 'Konu',
    message: 'Mesaj',
    sentAt: 'Gönderilme zamanı',
  },
} as const;
