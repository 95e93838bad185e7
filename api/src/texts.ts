/** A wait as people say it: whole seconds under a minute, else whole minutes (rounded up). */
const waitText = (seconds: number) => {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? `${whole} saniye` : `${Math.ceil(whole / 60)} dakika`;
};

/** A moment as staff read it, in Türkiye's time: 01.03.2025 12:30:00. */
const turkeyTime = (iso: string) => new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });

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
  mailAccepted: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  mailThrottled: (minutes: number) =>
    `Çok fazla mesaj gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  messageNotFound: 'Mesaj bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.',
  messageNotRetryable: 'Yalnızca gönderilemeyen (Başarısız) bir mesaj yeniden denenebilir.',
  messageRequeued: 'Mesaj yeniden gönderim sırasına alındı.',
  contentPartMissing: 'Bu içerik bölümü bulunamadı.',
  contentConflict: (name: string, at: string) =>
    `Bu bölümü ${name} ${turkeyTime(at)} tarihinde değiştirdi; sizin değişikliğiniz kaydedilmedi. Son hâlini görmek için yeniden yükleyin.`,
  contentNothingToPublish: 'Yayınlanacak bir değişiklik yok: taslaklar yayındaki içerikle aynı.',
  contentPublished: (id: number) => `İçerik yayınlandı (yayın #${id}).`,
  publicationNotFound: 'Yayın bulunamadı. Yayın geçmişini yenileyip tekrar deneyin.',
  publicationAlreadyLive: (id: number) => `Yayın #${id} ile aynı içerik zaten yayında.`,
  publicationRestored: (id: number) =>
    `Yayın #${id} yeniden yayında; taslaklar da bu yayının içeriğine döndü.`,
  noLiveContent: 'Henüz yayında içerik yok.',
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
