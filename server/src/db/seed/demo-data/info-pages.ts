import type { TContactPage, TTextPage } from '@upahar/contract';

// The demo shop's information pages, about and contact (the policies are beside them), in English
// and Nepali. Plain text: a blank line starts a paragraph and lines starting with "- " make a list.

export const ABOUT_PAGE: TTextPage = {
  title: 'About Upahar',
  titleNe: 'Upahar को बारेमा',
  summary:
    'Upahar brings the cakes, flowers and gifts of Kathmandu’s best neighbourhood makers to your door, on the day that matters.',
  summaryNe:
    'Upahar ले काठमाडौँका उत्कृष्ट टोल-छिमेकका बेकरी, फूल पसल र उपहार पसलका केक, फूल र उपहार तपाईंको खास दिनमै घरदैलोसम्म पुर्‍याउँछ।',
  sections: [
    {
      heading: 'Our story',
      headingNe: 'हाम्रो कथा',
      body: 'Upahar (“gift” in Nepali) started in 2019 in a small office in Lazimpat, when two friends living abroad could not find a reliable way to send a birthday cake to their mothers in Kathmandu.\n\nToday more than forty bakeries, florists and gift shops across the valley sell on Upahar, and thousands of families use it for birthdays, anniversaries, Teej, Tihar and every small celebration in between.',
      bodyNe:
        'Upahar सन् २०१९ मा लाजिम्पाटको एउटा सानो कार्यालयबाट सुरु भयो। विदेशमा बस्ने दुई साथीले काठमाडौँमा आफ्नी आमालाई जन्मदिनको केक पठाउने भरपर्दो उपाय भेट्टाएनन्, अनि आफैँ त्यो उपाय बनाउने निधो गरे।\n\nआज उपत्यकाभरिका चालीसभन्दा बढी बेकरी, फूल पसल र उपहार पसलले Upahar मा बिक्री गर्छन्, र हजारौँ परिवारले जन्मदिन, विवाह वार्षिकोत्सव, तीज, तिहार र बीचका हरेक साना खुसीमा यसलाई सम्झन्छन्।',
    },
    {
      heading: 'What we promise',
      headingNe: 'हाम्रो वाचा',
      body: '- Fresh: every cake is baked to order on the day it is delivered.\n- On time: you choose the date and the time slot, including midnight surprises.\n- Local: your money goes to neighbourhood makers, who keep most of every sale.\n- Honest prices in Nepali rupees, with the delivery charge shown before you pay.',
      bodyNe:
        '- ताजा: हरेक केक डेलिभरी हुने दिनमै अर्डरअनुसार बेक गरिन्छ।\n- समयमै: मिति र समय तपाईं आफैँ छान्नुहुन्छ, मध्यरातको सरप्राइजसमेत।\n- स्थानीय: तपाईंको पैसा टोलकै कारिगरकहाँ जान्छ, र हरेक बिक्रीको धेरैजसो हिस्सा उनीहरूकै हुन्छ।\n- नेपाली रुपैयाँमा इमानदार मूल्य, र भुक्तानी गर्नुअघि नै डेलिभरी शुल्क देखाइन्छ।',
    },
    {
      heading: 'The people behind it',
      headingNe: 'यसका पछाडिका मान्छेहरू',
      body: 'A team of twelve in Kathmandu answers the phone, checks every new shop, and watches the deliveries each evening so that a cake ordered for 6 pm arrives at 6 pm.\n\nWe visit every bakery before it opens its store on Upahar, and we read every review.',
      bodyNe:
        'काठमाडौँमा बाह्र जनाको हाम्रो टोली फोन उठाउँछ, हरेक नयाँ पसल जाँच्छ, र हरेक साँझ डेलिभरीमा नजर राख्छ, ताकि बेलुका ६ बजेका लागि अर्डर गरिएको केक ६ बजे नै पुगोस्।\n\nकुनै पनि बेकरीले Upahar मा पसल खोल्नुअघि हामी त्यहाँ पुगेर हेर्छौँ, र हरेक समीक्षा पढ्छौँ।',
    },
  ],
};

export const CONTACT_PAGE: TContactPage = {
  title: 'Contact us',
  titleNe: 'हामीलाई सम्पर्क गर्नुहोस्',
  intro:
    'Questions about an order, a cake or selling on Upahar? Call, message us on Viber or WhatsApp, visit a branch, or write below: we answer within one working day.',
  introNe:
    'अर्डर, केक वा Upahar मा बिक्री गर्नेबारे केही सोध्नु छ? फोन गर्नुहोस्, Viber वा WhatsApp मा सन्देश पठाउनुहोस्, नजिकैको शाखामा आउनुहोस्, वा तल लेख्नुहोस्: हामी एक कार्यदिनभित्र जवाफ दिन्छौँ।',
  hours:
    'Phones and chat: every day 8 am – 8 pm. On the evening of big days (Valentine’s, Teej, Tihar) until midnight.',
  hoursNe: 'फोन र च्याट: हरेक दिन बिहान ८ देखि बेलुका ८ बजेसम्म। ठूला दिनहरूको साँझ (भ्यालेन्टाइन, तीज, तिहार) मध्यरातसम्म।',
  branches: [
    {
      name: 'Lazimpat (head office)',
      nameNe: 'लाजिम्पाट (मुख्य कार्यालय)',
      address: 'Lazimpat Road, opposite the French embassy, Kathmandu 44600',
      addressNe: 'लाजिम्पाट सडक, फ्रान्सेली दूतावासको अगाडि, काठमाडौँ ४४६००',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.7215&mlon=85.3205#map=17/27.7215/85.3205',
      hours: 'Sunday–Friday 9 am – 6 pm',
      hoursNe: 'आइतबारदेखि शुक्रबार, बिहान ९ – बेलुका ६',
    },
    {
      name: 'Jawalakhel pickup point',
      nameNe: 'जावलाखेल पिकअप केन्द्र',
      address: 'Jawalakhel Chowk, near the zoo gate, Lalitpur 44700',
      addressNe: 'जावलाखेल चोक, चिडियाखानाको गेट नजिकै, ललितपुर ४४७००',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.6730&mlon=85.3132#map=17/27.6730/85.3132',
      hours: 'Every day 10 am – 7 pm',
      hoursNe: 'हरेक दिन बिहान १० – बेलुका ७',
    },
    {
      name: 'Bhaktapur pickup point',
      nameNe: 'भक्तपुर पिकअप केन्द्र',
      address: 'Suryabinayak Chowk, Bhaktapur 44800',
      addressNe: 'सूर्यविनायक चोक, भक्तपुर ४४८००',
      mapUrl: 'https://www.openstreetmap.org/?mlat=27.6640&mlon=85.4290#map=17/27.6640/85.4290',
      hours: 'Every day 10 am – 6 pm',
      hoursNe: 'हरेक दिन बिहान १० – बेलुका ६',
    },
  ],
};
