/** The group classes themselves are the site's content (`groupClasses`). */
export const groupClassesTexts = {
  intro:
    'Uzman eğitmenlerimizle her gün farklı saatlerde, her seviyeye uygun grup derslerine katılabilirsiniz. Rezervasyonlu dersler için kulübümüzden yer ayırtmanız yeterli.',
  scheduleLink: 'Haftalık ders programını inceleyin',
  joinLink: 'Derslere katılmak için bize yazın',
} as const;
