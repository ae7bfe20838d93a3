import {
  CAKE_MESSAGE_MAX,
  EGGLESS_SURCHARGE_PERCENT,
  formatNumber,
  formatTimeOfDay,
  SAME_DAY_CUTOFF_HOUR,
  SELLER_COMMISSION_PERCENT,
  type TFaqPage,
} from '@upahar/contract';

// The demo shop's frequently asked questions in English and Nepali, consistent with its real rules.

const ne = { locale: 'ne' } as const;
const CUTOFF_NE = formatTimeOfDay(SAME_DAY_CUTOFF_HOUR, 0, ne);
const EGGLESS_NE = formatNumber(EGGLESS_SURCHARGE_PERCENT, ne);
const MESSAGE_MAX_NE = formatNumber(CAKE_MESSAGE_MAX, ne);
const COMMISSION_NE = formatNumber(SELLER_COMMISSION_PERCENT, ne);

export const FAQ_PAGE: TFaqPage = {
  title: 'Frequently asked questions',
  titleNe: 'बारम्बार सोधिने प्रश्नहरू',
  intro:
    'Quick answers about ordering, cakes, delivery in the Kathmandu valley, paying and refunds. Cannot find yours? Write to us from the contact page.',
  introNe:
    'अर्डर, केक, काठमाडौँ उपत्यकाभित्रको डेलिभरी, भुक्तानी र रकम फिर्ताबारे छोटा जवाफहरू। आफ्नो प्रश्न भेटिएन? सम्पर्क पेजबाट हामीलाई लेख्नुहोस्।',
  groups: [
    {
      name: 'Ordering',
      nameNe: 'अर्डर गर्ने',
      items: [
        {
          question: 'Do I need an account to order?',
          questionNe: 'अर्डर गर्न खाता चाहिन्छ?',
          answer:
            'You can fill your cart without one, but you sign in (or sign up with your e-mail) at checkout, so that you can follow the order and we can reach you about it.',
          answerNe:
            'खाताबिना पनि कार्टमा सामान राख्न सक्नुहुन्छ, तर चेकआउटमा साइन इन (वा इमेलले साइन अप) गर्नुपर्छ, ताकि तपाईं अर्डर पछ्याउन सक्नुहोस् र हामी त्यसबारे तपाईंलाई सम्पर्क गर्न सकौँ।',
        },
        {
          question: 'Can I order for someone abroad to send to Nepal?',
          questionNe: 'विदेशबाट नेपालमा कसैलाई पठाउन अर्डर गर्न मिल्छ?',
          answer:
            'Yes. Many of our customers live abroad and send cakes and gifts home. Enter the receiver’s name, phone number and address in the valley at checkout; we call the receiver, not you, when the rider is on the way.',
          answerNe:
            'मिल्छ। हाम्रा धेरै ग्राहक विदेशमा बस्छन् र घरमा केक र उपहार पठाउँछन्। चेकआउटमा प्रापकको नाम, फोन नम्बर र उपत्यकाभित्रको ठेगाना लेख्नुहोस्; राइडर बाटोमा हुँदा हामी तपाईंलाई होइन, प्रापकलाई फोन गर्छौँ।',
        },
        {
          question: 'How do I follow my order?',
          questionNe: 'मेरो अर्डर कहाँ पुग्यो, कसरी थाहा पाउने?',
          answer:
            'Open My orders in your profile. Each order shows its status (placed, confirmed, preparing, out for delivery, delivered) and you get an e-mail at each step.',
          answerNe:
            'आफ्नो प्रोफाइलमा मेरा अर्डरहरू खोल्नुहोस्। हरेक अर्डरमा त्यसको अवस्था (राखिएको, पुष्टि भएको, तयार हुँदै, डेलिभरीका लागि निस्किएको, डेलिभरी भएको) देखिन्छ, र हरेक चरणमा तपाईंलाई इमेल आउँछ।',
        },
        {
          question: 'Can one order have products from different shops?',
          questionNe: 'एउटै अर्डरमा फरक-फरक पसलका सामान राख्न मिल्छ?',
          answer:
            'Yes. Each shop prepares and delivers its own part, so you may see two riders. The order page shows each part with its own status.',
          answerNe:
            'मिल्छ। हरेक पसलले आफ्नो भाग आफैँ तयार गरेर डेलिभरी गर्छ, त्यसैले दुई जना राइडर आउन सक्छन्। अर्डरको पेजमा हरेक भाग आफ्नै अवस्थासहित देखिन्छ।',
        },
        {
          question: 'Can I add a gift message or a card?',
          questionNe: 'उपहार सन्देश वा कार्ड थप्न मिल्छ?',
          answer:
            'Yes: write it in the order note at checkout and the shop adds a card with your words. A message on the cake itself is chosen on the cake’s page.',
          answerNe:
            'मिल्छ: चेकआउटमा अर्डर नोटमा लेख्नुहोस्, पसलले तपाईंकै शब्दमा कार्ड राखिदिन्छ। केकमाथि लेख्ने सन्देश भने केकको पेजमै छानिन्छ।',
        },
      ],
    },
    {
      name: 'Cakes and customisation',
      nameNe: 'केक र आफ्नो रोजाइ',
      items: [
        {
          question: 'What sizes do cakes come in?',
          questionNe: 'केक कति साइजका पाइन्छन्?',
          answer:
            'Cakes are sold by the pound, in half-pound steps, from half a pound up. A 1 lb cake serves 6 to 8 people and a 2 lb cake about 15. The price updates as you pick the weight.',
          answerNe:
            'केक पाउन्डका हिसाबले, आधा पाउन्डदेखि आधा-आधा पाउन्ड बढाउँदै पाइन्छन्। १ पाउन्डको केक ६ देखि ८ जनालाई र २ पाउन्डको केक करिब १५ जनालाई पुग्छ। तौल छान्दै जाँदा मूल्य आफैँ मिलिन्छ।',
        },
        {
          question: 'Do you have eggless cakes?',
          questionNe: 'अन्डा नहालेको केक पाइन्छ?',
          answer: `Most of our cakes can be baked eggless: choose “Eggless” on the cake’s page. It costs ${EGGLESS_SURCHARGE_PERCENT}% more, because the sponge is made separately.`,
          answerNe: `हाम्रा धेरैजसो केक अन्डा नहाली बनाउन सकिन्छ: केकको पेजमा “एगलेस” छान्नुहोस्। स्पन्ज छुट्टै बनाउनुपर्ने भएकाले यसको मूल्य ${EGGLESS_NE}% बढी पर्छ।`,
        },
        {
          question: 'Can I ask for less cream or less sugar?',
          questionNe: 'क्रिम वा चिनी कम गर्न भन्न मिल्छ?',
          answer:
            'Yes. Choose “Less cream” on the cake’s page, or tell the baker in the note. Sugar-free cakes are in their own category.',
          answerNe: 'मिल्छ। केकको पेजमा “कम क्रिम” छान्नुहोस्, वा नोटमा बेकरलाई लेख्नुहोस्। चिनीरहित केकहरू छुट्टै श्रेणीमा छन्।',
        },
        {
          question: 'Can you write a message on the cake?',
          questionNe: 'केकमाथि सन्देश लेखिदिनुहुन्छ?',
          answer: `Yes, up to ${CAKE_MESSAGE_MAX} characters, for example “Happy Birthday Aama”. Type it exactly as you want it written; we do not correct spelling on names.`,
          answerNe: `लेखिदिन्छौँ, ${MESSAGE_MAX_NE} अक्षरसम्म, जस्तै “Happy Birthday Aama”। जसरी लेखियोस् भन्ने चाहनुहुन्छ ठ्याक्कै त्यसरी नै टाइप गर्नुहोस्; नामको हिज्जे हामी सच्याउँदैनौँ।`,
        },
        {
          question: 'Can I order a custom design?',
          questionNe: 'आफ्नै डिजाइनको केक अर्डर गर्न मिल्छ?',
          answer:
            'For a design of your own (a photo, a theme, a tiered wedding cake), write to us at least two days ahead from the contact page and we will put you in touch with a baker who makes it.',
          answerNe:
            'आफ्नै डिजाइन (फोटो, कुनै थिम, तला भएको विवाहको केक) का लागि कम्तीमा दुई दिनअघि सम्पर्क पेजबाट हामीलाई लेख्नुहोस्; त्यो बनाउने बेकरसँग हामी तपाईंलाई जोडिदिन्छौँ।',
        },
      ],
    },
    {
      name: 'Delivery',
      nameNe: 'डेलिभरी',
      items: [
        {
          question: 'Where do you deliver?',
          questionNe: 'तपाईंहरू कहाँ-कहाँ डेलिभरी गर्नुहुन्छ?',
          answer:
            'Across the Kathmandu valley: Kathmandu, Lalitpur and Bhaktapur, from Budhanilkantha to Lubhu and from Kirtipur to Suryabinayak. Type your area at checkout to see whether it is served and what delivery costs.',
          answerNe:
            'काठमाडौँ उपत्यकाभरि: काठमाडौँ, ललितपुर र भक्तपुर, बूढानीलकण्ठदेखि लुभुसम्म र कीर्तिपुरदेखि सूर्यविनायकसम्म। तपाईंको ठाउँमा डेलिभरी हुन्छ कि हुँदैन र कति शुल्क लाग्छ भनेर चेकआउटमा आफ्नो क्षेत्र लेखेर हेर्नुहोस्।',
        },
        {
          question: 'Can I get a cake delivered today?',
          questionNe: 'आजै केक डेलिभरी गराउन मिल्छ?',
          answer: `Yes, when you order before ${formatTimeOfDay(SAME_DAY_CUTOFF_HOUR)} Kathmandu time and the shop still has a free slot. Some shops stop taking same-day orders earlier; the product page says so. Products marked “Arrives today” can still make it.`,
          answerNe: `मिल्छ, काठमाडौँको समयअनुसार ${CUTOFF_NE} अघि अर्डर गर्नुभयो र पसलमा समय खाली छ भने। केही पसलले सोही दिनको अर्डर अझ चाँडै लिन छोड्छन्; सामानको पेजमा त्यो लेखिएको हुन्छ। “आजै आइपुग्छ” लेखिएका सामान अझै भ्याइन्छन्।`,
        },
        {
          question: 'What delivery times can I choose?',
          questionNe: 'डेलिभरीको कुन-कुन समय छान्न सकिन्छ?',
          answer:
            'Standard delivery comes in a three-hour slot between 9 am and 9 pm. Express gives a two-hour window for a small extra charge. You choose the date and slot at checkout.',
          answerNe:
            'साधारण डेलिभरी बिहान ९ देखि राति ९ बजेसम्मको तीन घण्टाको समयभित्र आउँछ। एक्सप्रेसमा अलिकति थप शुल्क तिरेर दुई घण्टाको समय पाइन्छ। मिति र समय चेकआउटमा छान्नुहोस्।',
        },
        {
          question: 'Do you deliver at midnight?',
          questionNe: 'मध्यरातमा डेलिभरी गर्नुहुन्छ?',
          answer:
            'Yes. Midnight delivery arrives between 11 pm and 12:30 am for a surprise on the day itself. It must be booked at least two hours ahead and has an extra charge shown at checkout.',
          answerNe:
            'गर्छौँ। मध्यरातको डेलिभरी राति ११ देखि १२:३० बजेभित्र आइपुग्छ, ताकि खास दिनको सुरुमै सरप्राइज होस्। यो कम्तीमा दुई घण्टाअघि बुक गर्नुपर्छ, र यसको थप शुल्क चेकआउटमा देखाइन्छ।',
        },
        {
          question: 'What if nobody is home?',
          questionNe: 'घरमा कोही भएन भने के हुन्छ?',
          answer:
            'The rider calls the receiver on arrival and waits up to 15 minutes. If nobody answers we call you to agree on another time or a neighbour; a second trip may cost a delivery charge again.',
          answerNe:
            'राइडर पुगेपछि प्रापकलाई फोन गर्छ र १५ मिनेटसम्म पर्खन्छ। कसैले फोन उठाएन भने अर्को समय वा छिमेकीमा छाड्ने कुरा मिलाउन हामी तपाईंलाई फोन गर्छौँ; दोस्रो पटक जाँदा फेरि डेलिभरी शुल्क लाग्न सक्छ।',
        },
      ],
    },
    {
      name: 'Payment',
      nameNe: 'भुक्तानी',
      items: [
        {
          question: 'How can I pay?',
          questionNe: 'कसरी भुक्तानी गर्न सकिन्छ?',
          answer:
            'Cash on delivery, eSewa or Khalti. Prices are in Nepali rupees (NPR) and include VAT where it applies.',
          answerNe:
            'सामान आएपछि नगद, eSewa वा Khalti बाट। मूल्य नेपाली रुपैयाँ (रु.) मा हुन्छ र लागू हुने ठाउँमा भ्याटसहित हुन्छ।',
        },
        {
          question: 'Is cash on delivery available everywhere?',
          questionNe: 'सामान आएपछि नगद तिर्ने सुविधा जताततै छ?',
          answer:
            'Yes, everywhere we deliver in the valley. Please keep the exact amount ready; riders carry little change.',
          answerNe:
            'छ, उपत्यकाभित्र हामी डेलिभरी गर्ने हरेक ठाउँमा। राइडरसँग खुद्रा कम हुने भएकाले कृपया ठ्याक्कै रकम तयार राख्नुहोस्।',
        },
        {
          question: 'I paid with eSewa but the order says “payment pending”.',
          questionNe: 'eSewa बाट तिरेँ, तर अर्डरमा “भुक्तानी बाँकी” देखाउँछ।',
          answer:
            'Payments are usually confirmed within a minute. If it still says pending after 15 minutes, do not pay again: write to us with the order number and we will check with eSewa.',
          answerNe:
            'भुक्तानी प्रायः एक मिनेटभित्र पुष्टि हुन्छ। १५ मिनेटपछि पनि बाँकी नै देखाए फेरि नतिर्नुहोस्: अर्डर नम्बरसहित हामीलाई लेख्नुहोस्, हामी eSewa सँग बुझेर हेर्छौँ।',
        },
        {
          question: 'Do you have coupons or gift vouchers?',
          questionNe: 'कुपन वा गिफ्ट भाउचर छन्?',
          answer:
            'Yes. Enter a coupon code or a gift voucher at checkout; the discount shows before you pay. Each coupon has its own conditions, shown when you apply it.',
          answerNe:
            'छन्। चेकआउटमा कुपन कोड वा गिफ्ट भाउचर हाल्नुहोस्; भुक्तानी गर्नुअघि नै छुट देखिन्छ। हरेक कुपनका आफ्नै सर्त हुन्छन्, जुन कुपन लगाउँदा देखाइन्छ।',
        },
      ],
    },
    {
      name: 'Refunds and cancellations',
      nameNe: 'रकम फिर्ता र अर्डर रद्द',
      items: [
        {
          question: 'Can I cancel my order?',
          questionNe: 'अर्डर रद्द गर्न मिल्छ?',
          answer:
            'Yes, from My orders, until the shop starts preparing it. Once a cake is in the oven it is made for you and can no longer be cancelled.',
          answerNe:
            'मिल्छ, पसलले तयार गर्न नथालेसम्म मेरा अर्डरहरूबाट। केक ओभनमा पसिसकेपछि त्यो तपाईंकै लागि बनिसकेको हुन्छ, त्यसैले रद्द गर्न मिल्दैन।',
        },
        {
          question: 'How do refunds work?',
          questionNe: 'रकम फिर्ता कसरी हुन्छ?',
          answer:
            'When a paid order is cancelled, the money goes back to the eSewa or Khalti account you paid from within 7 working days. Cash on delivery orders are not charged, so there is nothing to refund.',
          answerNe:
            'तिरिसकेको अर्डर रद्द भएमा पैसा ७ कार्यदिनभित्र तपाईंले तिरेको eSewa वा Khalti खातामै फिर्ता आउँछ। सामान आएपछि नगद तिर्ने अर्डरमा कुनै रकम लिइएकै हुँदैन, त्यसैले फिर्ता गर्नुपर्ने केही हुँदैन।',
        },
        {
          question: 'My cake arrived damaged. What do I do?',
          questionNe: 'मेरो केक बिग्रिएर आयो। के गर्ने?',
          answer:
            'Take a photo and write to us from the contact page within 6 hours of delivery, with the order number. We will replace the cake or refund it in full.',
          answerNe:
            'फोटो खिच्नुहोस् र डेलिभरी भएको ६ घण्टाभित्र अर्डर नम्बरसहित सम्पर्क पेजबाट हामीलाई लेख्नुहोस्। हामी केक साटिदिन्छौँ वा पूरै रकम फिर्ता गर्छौँ।',
        },
      ],
    },
    {
      name: 'Selling on Upahar',
      nameNe: 'Upahar मा बिक्री',
      items: [
        {
          question: 'How do I sell my cakes or gifts on Upahar?',
          questionNe: 'Upahar मा आफ्ना केक वा उपहार कसरी बेच्ने?',
          answer:
            'Open “Sell at Upahar”, tell us about your business and upload your registration certificate. Our team answers within two working days.',
          answerNe:
            '“Upahar मा बेच्नुहोस्” खोल्नुहोस्, आफ्नो व्यवसायबारे बताउनुहोस् र दर्ता प्रमाणपत्र अपलोड गर्नुहोस्। हाम्रो टोलीले दुई कार्यदिनभित्र जवाफ दिन्छ।',
        },
        {
          question: 'What does it cost to sell?',
          questionNe: 'बेच्न कति खर्च लाग्छ?',
          answer: `No sign-up or monthly fee. Upahar keeps ${SELLER_COMMISSION_PERCENT}% of each delivered order (not of the delivery charge) and pays the rest out every week.`,
          answerNe: `दर्ता वा मासिक शुल्क लाग्दैन। Upahar ले डेलिभरी भएको हरेक अर्डरको ${COMMISSION_NE}% (डेलिभरी शुल्कको होइन) राख्छ र बाँकी रकम हरेक हप्ता भुक्तानी गर्छ।`,
        },
        {
          question: 'Can a home baker sell?',
          questionNe: 'घरमै केक बनाउनेले बेच्न मिल्छ?',
          answer:
            'Yes, if you are registered (a PAN is enough) and can deliver in the slots customers choose in the places you serve.',
          answerNe:
            'मिल्छ, तपाईं दर्ता हुनुहुन्छ (प्यान भए पुग्छ) र आफूले सेवा दिने ठाउँमा ग्राहकले छानेको समयमा डेलिभरी गर्न सक्नुहुन्छ भने।',
        },
      ],
    },
  ],
};
