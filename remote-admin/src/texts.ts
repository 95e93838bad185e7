/** Every text remote-admin shows, in one place: Turkish, except what the spec quotes in English. */
export const adminTexts = {
  brand: 'Sportif Yaşam',
  panelName: 'Yönetim Paneli',
  version: 'Sürüm 3.2.0',
  pageTitleSuffix: 'Sportif Yaşam Yönetim',

  login: {
    title: 'Giriş Yap',
    intro: 'Yönetim paneline erişmek için hesabınızla giriş yapın.',
    emailOrUserName: 'E-posta veya kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor...',
    unreadableToken: 'Sunucudan gelen oturum bilgisi okunamadı. Lütfen tekrar deneyin.',
    backToSite: 'Siteye dön',
  },

  layout: {
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    menuLabel: 'Yönetim menüsü',
    menuSearch: 'Menüde ara',
    menuSearchPlaceholder: 'Menüde ara...',
    menuEmpty: 'Eşleşen menü yok.',
    signedInAs: 'Oturum açan',
    logout: 'Çıkış Yap',
    footer: 'Sportif Yaşam Yönetim Paneli',
  },

  menu: {
    main: 'Genel',
    home: 'Ana Sayfa',
    examples: 'Examples',
  },

  home: {
    title: 'Ana Sayfa',
    welcome: (name: string) => `Hoş geldiniz, ${name}.`,
    erpTitle: 'ERP',
    erpText: [
      'Kurumsal kaynak planlama modülleri (üyelik, tahsilat, personel ve şube işlemleri) bu alanda yer alacak.',
      'Şimdilik yalnızca Examples ekranı kullanıma açıktır; soldaki menüden ulaşabilirsiniz.',
    ],
  },

  breadcrumb: 'Sayfa yolu',

  examples: {
    title: 'Examples',
    search: 'Tabloda ara',
    searchPlaceholder: 'Kayıtlarda ara...',
    add: 'Yeni Kayıt',
    columnNumber: '#',
    columnField1: 'Alan 1',
    columnField2: 'Alan 2',
    columnActions: 'İşlemler',
    edit: 'Düzenle',
    delete: 'Sil',
    editRow: (field1: string) => `Düzenle: ${field1}`,
    deleteRow: (field1: string) => `Sil: ${field1}`,
    loading: 'Kayıtlar yükleniyor...',
    empty: 'Henüz kayıt yok.',
    loadFailed: 'Kayıtlar yüklenemedi.',
    retry: 'Tekrar dene',
    noMatch: 'Aramanızla eşleşen kayıt yok.',
    count: (shown: number, total: number) =>
      shown === total ? `${total} kayıt` : `${total} kayıttan ${shown} tanesi gösteriliyor`,
    createTitle: 'Yeni Kayıt',
    editTitle: 'Kaydı Düzenle',
    field1: 'Alan 1',
    field2: 'Alan 2',
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    cancel: 'Vazgeç',
    deleteTitle: 'Veriyi Sil?',
    deleteQuestion: (field1: string) => `“${field1}” kaydını silmek istediğinize emin misiniz?`,
  },
} as const;
