import { formatTimeOfDay, SAME_DAY_CUTOFF_HOUR, type TTextPage } from '@upahar/contract';

// The demo shop's policies: terms, privacy and refunds, in English and Nepali, consistent with
// its real rules. Plain text: a blank line starts a paragraph and lines starting with "- " make a list.

const CUTOFF_NE = formatTimeOfDay(SAME_DAY_CUTOFF_HOUR, 0, { locale: 'ne' });

export const TERMS_PAGE: TTextPage = {
  title: 'Terms and conditions',
  titleNe: 'नियम तथा सर्तहरू',
  summary:
    'The rules for buying on Upahar, a marketplace where independent shops in the Kathmandu valley sell cakes, flowers and gifts.',
  summaryNe: 'Upahar मा किनमेल गर्ने नियमहरू। Upahar काठमाडौँ उपत्यकाका स्वतन्त्र पसलहरूले केक, फूल र उपहार बेच्ने बजार हो।',
  sections: [
    {
      heading: 'Who we are',
      headingNe: 'हामी को हौँ',
      body: 'Upahar is run by Upahar Pvt. Ltd., Lazimpat, Kathmandu, Nepal. Each product is sold and delivered by the shop named on its page; Upahar takes the order and the payment on the shop’s behalf and answers for the service.',
      bodyNe:
        'Upahar, Upahar प्रा. लि., लाजिम्पाट, काठमाडौँ, नेपालले सञ्चालन गर्छ। हरेक सामान त्यसको पेजमा नाम लेखिएको पसलले बेच्छ र डेलिभरी गर्छ; Upahar ले पसलको तर्फबाट अर्डर र भुक्तानी लिन्छ र सेवाको जिम्मा लिन्छ।',
    },
    {
      heading: 'Orders',
      headingNe: 'अर्डर',
      body: 'An order is accepted when you receive its confirmation e-mail. A shop may refuse an order it cannot make (for example a design it does not offer); you are then told at once and not charged.\n\n- Prices are in Nepali rupees (NPR) and include VAT where it applies.\n- The delivery charge depends on the place and the delivery method and is shown before you pay.\n- Pictures show a typical product; handmade cakes and bouquets vary a little in decoration and colour.',
      bodyNe:
        'अर्डरको पुष्टि इमेल पाएपछि अर्डर स्वीकार भएको मानिन्छ। पसलले आफूले बनाउन नसक्ने अर्डर (जस्तै, आफूले नबनाउने डिजाइन) अस्वीकार गर्न सक्छ; त्यसो भएमा तपाईंलाई तुरुन्तै खबर गरिन्छ र कुनै रकम लिइँदैन।\n\n- मूल्य नेपाली रुपैयाँ (रु.) मा हुन्छ र लागू हुने ठाउँमा भ्याटसहित हुन्छ।\n- डेलिभरी शुल्क ठाउँ र डेलिभरीको तरिकामा भर पर्छ, र भुक्तानी गर्नुअघि देखाइन्छ।\n- तस्बिरले सामान्य नमुना देखाउँछ; हातले बनाइएका केक र फूलको गुच्छाको सजावट र रङ अलिअलि फरक हुन सक्छ।',
    },
    {
      heading: 'Delivery',
      headingNe: 'डेलिभरी',
      body: `We deliver within the Kathmandu valley, on the date and in the time slot you choose. Same-day delivery is possible for orders placed before ${formatTimeOfDay(SAME_DAY_CUTOFF_HOUR)} Kathmandu time while slots are free; some shops stop earlier.\n\nPlease give a correct address and a phone number on which the receiver answers. A missed delivery because of a wrong address or an unreachable receiver may be charged again.`,
      bodyNe: `हामी काठमाडौँ उपत्यकाभित्र, तपाईंले छानेको मिति र समयमा डेलिभरी गर्छौँ। काठमाडौँको समयअनुसार ${CUTOFF_NE} अघि गरिएका अर्डर, समय खाली रहेसम्म, सोही दिन डेलिभरी हुन सक्छन्; केही पसलले योभन्दा चाँडै अर्डर लिन बन्द गर्छन्।\n\nकृपया सही ठेगाना र प्रापकले उठाउने फोन नम्बर दिनुहोस्। गलत ठेगाना वा प्रापकसँग सम्पर्क हुन नसकेर छुटेको डेलिभरीका लागि फेरि शुल्क लाग्न सक्छ।`,
    },
    {
      heading: 'Payment',
      headingNe: 'भुक्तानी',
      body: 'You can pay cash on delivery, or online with eSewa or Khalti. Online payments are handled by those providers; Upahar never sees or stores your wallet password or PIN.',
      bodyNe:
        'तपाईं सामान आइपुगेपछि नगद (क्यास अन डेलिभरी), वा eSewa र Khalti मार्फत अनलाइन भुक्तानी गर्न सक्नुहुन्छ। अनलाइन भुक्तानी ती सेवाप्रदायकहरूले नै सम्हाल्छन्; Upahar ले तपाईंको वालेटको पासवर्ड वा पिन कहिल्यै देख्दैन, राख्दैन।',
    },
    {
      heading: 'Cancellations and refunds',
      headingNe: 'अर्डर रद्द र रकम फिर्ता',
      body: 'You may cancel an order until the shop starts preparing it. The refund policy explains when and how money is returned.',
      bodyNe:
        'पसलले अर्डर तयार गर्न थाल्नुअघिसम्म तपाईं अर्डर रद्द गर्न सक्नुहुन्छ। रकम कहिले र कसरी फिर्ता हुन्छ भन्ने कुरा रिफन्ड नीतिमा लेखिएको छ।',
    },
    {
      heading: 'Reviews and questions',
      headingNe: 'समीक्षा र प्रश्नहरू',
      body: 'Reviews, questions and answers you post must be your own, honest and polite. We hide texts that are abusive, advertise other shops or share someone’s personal details.',
      bodyNe:
        'तपाईंले लेख्ने समीक्षा, प्रश्न र जवाफ तपाईं आफ्नै, इमानदार र शिष्ट हुनुपर्छ। अपमानजनक, अरू पसलको विज्ञापन गर्ने वा कसैको व्यक्तिगत विवरण सार्वजनिक गर्ने पाठ हामी लुकाउँछौँ।',
    },
    {
      heading: 'Law',
      headingNe: 'कानुन',
      body: 'These terms follow the laws of Nepal, including the Consumer Protection Act 2075. Disputes are heard in the courts of Kathmandu.',
      bodyNe:
        'यी सर्तहरू उपभोक्ता संरक्षण ऐन, २०७५ लगायत नेपालका कानुनअनुसार चल्छन्। विवादको सुनुवाइ काठमाडौँका अदालतमा हुन्छ।',
    },
  ],
};

export const PRIVACY_PAGE: TTextPage = {
  title: 'Privacy policy',
  titleNe: 'गोपनीयता नीति',
  summary: 'What we collect when you use Upahar, why, and what you can ask us to do with it.',
  summaryNe: 'Upahar प्रयोग गर्दा हामी के-के जानकारी लिन्छौँ, किन लिन्छौँ, र त्यसबारे तपाईं हामीलाई के गर्न भन्न सक्नुहुन्छ।',
  sections: [
    {
      heading: 'What we collect',
      headingNe: 'हामी के-के लिन्छौँ',
      body: '- Your name, e-mail and phone number when you sign up.\n- The delivery addresses and receivers you enter, and your orders.\n- Reviews, questions and messages you send us.\n- Technical logs (IP address, browser) kept for 30 days to keep the shop secure.',
      bodyNe:
        '- साइन अप गर्दा तपाईंको नाम, इमेल र फोन नम्बर।\n- तपाईंले राख्नुभएका डेलिभरी ठेगाना र प्रापकहरू, अनि तपाईंका अर्डरहरू।\n- तपाईंले पठाउनुभएका समीक्षा, प्रश्न र सन्देशहरू।\n- पसल सुरक्षित राख्न ३० दिनसम्म राखिने प्राविधिक लग (IP ठेगाना, ब्राउजर)।',
    },
    {
      heading: 'Why we use it',
      headingNe: 'किन प्रयोग गर्छौँ',
      body: 'To take and deliver your orders, to answer you, to prevent fraud, and, only if you subscribe, to send our newsletter. We do not sell your data and do not show third-party advertising.',
      bodyNe:
        'तपाईंको अर्डर लिन र पुर्‍याउन, तपाईंलाई जवाफ दिन, ठगी रोक्न, र तपाईंले सदस्यता लिनुभएको छ भने मात्र न्युजलेटर पठाउन। हामी तपाईंको डेटा बेच्दैनौँ र अरूका विज्ञापन देखाउँदैनौँ।',
    },
    {
      heading: 'Who sees it',
      headingNe: 'कसले देख्छ',
      body: 'The shop that makes your order sees the receiver’s name, phone, address and your order note, so that it can deliver. Payment providers (eSewa, Khalti) see what they need to take the payment. Nobody else, unless the law requires it.',
      bodyNe:
        'डेलिभरी गर्न सकोस् भनेर तपाईंको अर्डर बनाउने पसलले प्रापकको नाम, फोन, ठेगाना र तपाईंको अर्डर नोट देख्छ। भुक्तानी सेवाप्रदायक (eSewa, Khalti) ले भुक्तानी लिन चाहिने जति मात्र देख्छन्। कानुनले नमागेसम्म अरू कसैले देख्दैन।',
    },
    {
      heading: 'How long we keep it',
      headingNe: 'कति समय राख्छौँ',
      body: 'Orders are kept for 7 years for tax records. Your account data is kept while you have an account; ask us to delete it and we will within 30 days, keeping only what the law requires.',
      bodyNe:
        'करको अभिलेखका लागि अर्डरहरू ७ वर्षसम्म राखिन्छन्। खाता रहेसम्म तपाईंको खाताको विवरण राखिन्छ; मेटाउन भन्नुभयो भने कानुनले राख्नैपर्ने बाहेक सबै ३० दिनभित्र मेटाउँछौँ।',
    },
    {
      heading: 'Your choices',
      headingNe: 'तपाईंका विकल्पहरू',
      body: '- Edit your profile and addresses at any time.\n- Unsubscribe from the newsletter with the link in every e-mail.\n- Ask for a copy of your data or its deletion from the contact page.',
      bodyNe:
        '- आफ्नो प्रोफाइल र ठेगानाहरू जुनसुकै बेला सच्याउनुहोस्।\n- हरेक इमेलमा रहेको लिङ्कबाट न्युजलेटर बन्द गर्नुहोस्।\n- सम्पर्क पेजबाट आफ्नो डेटाको प्रतिलिपि माग्नुहोस् वा त्यसलाई मेटाउन भन्नुहोस्।',
    },
    {
      heading: 'Cookies and storage',
      headingNe: 'कुकी र भण्डारण',
      body: 'We set no advertising cookies. Your browser keeps your sign-in, cart and recently viewed products in its local storage so the shop works; clearing it signs you out.',
      bodyNe:
        'हामी विज्ञापनका कुकी राख्दैनौँ। पसल चलोस् भनेर तपाईंको ब्राउजरले साइन इन, कार्ट र भर्खरै हेरेका सामान आफ्नै लोकल स्टोरेजमा राख्छ; त्यो खाली गर्दा तपाईं साइन आउट हुनुहुन्छ।',
    },
  ],
};

export const REFUND_PAGE: TTextPage = {
  title: 'Refund and cancellation policy',
  titleNe: 'रिफन्ड तथा अर्डर रद्द नीति',
  summary: 'When you can cancel, when you get your money back, and how fast.',
  summaryNe: 'अर्डर कहिले रद्द गर्न सकिन्छ, पैसा कहिले फिर्ता पाइन्छ, र कति छिटो।',
  sections: [
    {
      heading: 'Cancelling an order',
      headingNe: 'अर्डर रद्द गर्ने',
      body: 'You can cancel an order yourself from My orders while it is placed or confirmed. Once the shop starts preparing it, the cake is being made for you and the order can no longer be cancelled.\n\nWhen one order has parts from several shops, you may cancel the parts that have not started.',
      bodyNe:
        'अर्डर राखिएको वा पुष्टि भएको अवस्थामा रहेसम्म मेरा अर्डरहरूबाट तपाईं आफैँ रद्द गर्न सक्नुहुन्छ। पसलले तयार गर्न थालेपछि केक तपाईंकै लागि बनिरहेको हुन्छ, त्यसैले त्यसपछि अर्डर रद्द गर्न मिल्दैन।\n\nएउटै अर्डरमा धेरै पसलका सामान छन् भने तयारी सुरु नभएका भाग मात्र रद्द गर्न सक्नुहुन्छ।',
    },
    {
      heading: 'Refunds',
      headingNe: 'रकम फिर्ता',
      body: '- Paid with eSewa or Khalti: the full amount, delivery charge included, goes back to the same account within 7 working days of the cancellation.\n- Cash on delivery: nothing was charged, so there is nothing to refund.\n- Coupons used on a cancelled order can be used again while they are valid.',
      bodyNe:
        '- eSewa वा Khalti बाट तिर्नुभएको भए: डेलिभरी शुल्कसहित पूरै रकम रद्द भएको ७ कार्यदिनभित्र उही खातामा फिर्ता हुन्छ।\n- सामान आएपछि नगद तिर्ने अर्डर: कुनै रकम लिइएको हुँदैन, त्यसैले फिर्ता गर्नुपर्ने केही हुँदैन।\n- रद्द भएको अर्डरमा प्रयोग गरिएका कुपन मान्य रहेसम्म फेरि प्रयोग गर्न सकिन्छ।',
    },
    {
      heading: 'Damaged, wrong or late',
      headingNe: 'बिग्रिएको, गलत वा ढिलो',
      body: 'If a product arrives damaged or is not what you ordered, write to us within 6 hours of delivery with the order number and a photo. We replace it the same day where we can, or refund it in full.\n\nIf we deliver more than two hours after the end of your slot, we refund the delivery charge.',
      bodyNe:
        'सामान बिग्रिएर आयो वा तपाईंले अर्डर गरेभन्दा फरक आयो भने डेलिभरी भएको ६ घण्टाभित्र अर्डर नम्बर र फोटोसहित हामीलाई लेख्नुहोस्। सकेसम्म सोही दिन साटिदिन्छौँ, नसके पूरै रकम फिर्ता गर्छौँ।\n\nतपाईंले छानेको समय सकिएको दुई घण्टाभन्दा पनि ढिलो डेलिभरी भयो भने डेलिभरी शुल्क फिर्ता गर्छौँ।',
    },
    {
      heading: 'What we cannot refund',
      headingNe: 'के फिर्ता हुँदैन',
      body: '- Cakes and flowers that were delivered as ordered: they cannot be resold.\n- Deliveries missed because of a wrong address or an unreachable receiver.\n- Small differences in decoration or colour of a handmade product.',
      bodyNe:
        '- अर्डरअनुसार नै डेलिभरी भएका केक र फूल: यिनलाई फेरि बेच्न मिल्दैन।\n- गलत ठेगाना वा प्रापकसँग सम्पर्क हुन नसकेर छुटेको डेलिभरी।\n- हातले बनाइएका सामानको सजावट वा रङमा हुने सानातिना फरक।',
    },
  ],
};
