/**
 * Marathi twin of ../story.ts: the Our Story page's workshop-and-news carousel,
 * twelve videos (the Marathi videos.ts), the 23 related links and three
 * parallax sections.
 *
 * Related links go only to pages known to exist, the same as in ../story.ts:
 * English Wikipedia articles (the labels say so) and the Maharashtra Tourism
 * (Government of Maharashtra) agro-tourism page.
 */
import slide1 from '../../assets/images/story/slide-1.jpg?hero';
import slide2 from '../../assets/images/story/slide-2.jpg?hero';
import slide3 from '../../assets/images/story/slide-3.jpg?hero';
import slide4 from '../../assets/images/story/slide-4.jpg?hero';
import slide5 from '../../assets/images/story/slide-5.jpg?hero';
import parallax1 from '../../assets/images/story/parallax-1.jpg?hero';
import parallax2 from '../../assets/images/story/parallax-2.jpg?hero';
import parallax3 from '../../assets/images/story/parallax-3.jpg?hero';
import type { Story } from '../schema.ts';
import { storyVideos } from './videos.ts';

const wiki = (article: string) => `https://en.wikipedia.org/wiki/${article}`;

export const story = {
  heading: 'आमची कहाणी',
  intro: 'महाराष्ट्रभरातील शेतकरी कुटुंबांसोबतच्या आमच्या कामातील कार्यशाळा, प्रत्यक्ष भेटी, पुरस्कार आणि बातम्या.',
  carousel: {
    title: 'कृषी पर्यटन कार्यशाळा आणि बातम्या',
    slides: [
      {
        id: 'classroom-workshop',
        image: { picture: slide1, alt: 'वर्गातील कार्यशाळा: प्रशिक्षक आणि फळ्याकडे तोंड करून बाकांवर बसलेले शेतकरी' },
        caption: 'कार्यशाळेत शेतकरी कुटुंबे पाहुण्यांसाठी दिवसभराचे नियोजन करायला शिकतात.',
      },
      {
        id: 'field-visit',
        image: { picture: slide2, alt: 'प्रत्यक्ष भेटीत शेतकऱ्यासोबत पिकांमधून चालणारे कार्यशाळेतील सहभागी' },
        caption: 'प्रत्यक्ष भेट: सुरू असलेले एक केंद्र पाहुण्यांचे स्वागत कसे करते, हे सहभागी पाहतात.',
      },
      {
        id: 'award-stage',
        image: { picture: slide3, alt: 'समोर बसलेल्या प्रेक्षकांसमोर मंचावर पुरस्कार दिला जात आहे' },
        caption: 'शेतकऱ्यांसोबतच्या आमच्या कामाबद्दल मंचावर सन्मान स्वीकारताना आमची टीम.',
      },
      {
        id: 'in-the-news',
        image: { picture: slide4, alt: 'टेबलावर घडी करून ठेवलेले वर्तमानपत्र, मागे शेते दिसत आहेत' },
        caption: 'बातम्यांमध्ये कृषी पर्यटन: वर्तमानपत्रांत आमच्या कार्यशाळा आणि भागीदार शेते.',
      },
      {
        id: 'group-photo',
        image: { picture: slide5, alt: 'फोटोसाठी एकत्र उभ्या असलेल्या कार्यशाळेतील गटाच्या छायाकृती' },
        caption: 'प्रशिक्षणाच्या दिवसाच्या शेवटी सगळे एकत्र.',
      },
    ],
  },
  videos: {
    heading: 'व्हिडिओ',
    intro: 'शेतीजीवन, सण-उत्सव आणि कार्यशाळांचे व्हिडिओ. प्ले बटण असलेला व्हिडिओ तुम्ही ते बटण दाबल्यावरच यूट्यूबवरून लोड होतो.',
    items: storyVideos,
  },
  relatedLinks: {
    heading: 'संबंधित लिंक',
    intro: 'कृषी पर्यटन आणि महाराष्ट्रातील प्रदेश, पिके व प्रसिद्ध ठिकाणे यांविषयी अधिक वाचनासाठी.',
    items: [
      {
        label: 'महाराष्ट्र पर्यटन: कृषी पर्यटन (महाराष्ट्र शासन)',
        url: 'https://www.maharashtratourism.gov.in/web/mh-tourism/agro-tourism',
      },
      { label: 'कृषी पर्यटन (इंग्रजी विकिपीडिया)', url: wiki('Agritourism') },
      { label: 'महाराष्ट्र (इंग्रजी विकिपीडिया)', url: wiki('Maharashtra') },
      { label: 'पुणे जिल्हा (इंग्रजी विकिपीडिया)', url: wiki('Pune_district') },
      { label: 'कोकण (इंग्रजी विकिपीडिया)', url: wiki('Konkan') },
      { label: 'रत्नागिरी जिल्हा (इंग्रजी विकिपीडिया)', url: wiki('Ratnagiri_district') },
      { label: 'सिंधुदुर्ग जिल्हा (इंग्रजी विकिपीडिया)', url: wiki('Sindhudurg_district') },
      { label: 'रायगड जिल्हा (इंग्रजी विकिपीडिया)', url: wiki('Raigad_district') },
      { label: 'हापूस आंबा (इंग्रजी विकिपीडिया)', url: wiki('Alphonso_mango') },
      { label: 'सिंधुदुर्ग किल्ला (इंग्रजी विकिपीडिया)', url: wiki('Sindhudurg_Fort') },
      { label: 'रायगड किल्ला (इंग्रजी विकिपीडिया)', url: wiki('Raigad_Fort') },
      { label: 'पश्चिम घाट, सह्याद्री (इंग्रजी विकिपीडिया)', url: wiki('Western_Ghats') },
      { label: 'विदर्भ (इंग्रजी विकिपीडिया)', url: wiki('Vidarbha') },
      { label: 'नागपुरी संत्री (इंग्रजी विकिपीडिया)', url: wiki('Nagpur_orange') },
      { label: 'मराठवाडा (इंग्रजी विकिपीडिया)', url: wiki('Marathwada') },
      { label: 'अजिंठा लेणी (इंग्रजी विकिपीडिया)', url: wiki('Ajanta_Caves') },
      { label: 'वेरूळ लेणी (इंग्रजी विकिपीडिया)', url: wiki('Ellora_Caves') },
      { label: 'हजूर साहिब, नांदेड (इंग्रजी विकिपीडिया)', url: wiki('Hazur_Sahib') },
      { label: 'कोल्हापूर (इंग्रजी विकिपीडिया)', url: wiki('Kolhapur') },
      { label: 'गूळ (इंग्रजी विकिपीडिया)', url: wiki('Jaggery') },
      { label: 'खानदेश (इंग्रजी विकिपीडिया)', url: wiki('Khandesh') },
      { label: 'जळगाव जिल्हा (इंग्रजी विकिपीडिया)', url: wiki('Jalgaon_district') },
      { label: 'वारली चित्रकला (इंग्रजी विकिपीडिया)', url: wiki('Warli_painting') },
    ],
  },
  parallax: [
    {
      id: 'sahyadri',
      image: { picture: parallax1, alt: 'विस्तीर्ण आकाशाखाली सह्याद्रीच्या हिरव्या डोंगररांगा' },
      heading: 'सह्याद्री',
      text: 'पश्चिम घाट महाराष्ट्राच्या उत्तरेपासून दक्षिणेपर्यंत पसरला आहे आणि त्याच्या पायथ्याशी शेते पसरली आहेत.',
    },
    {
      id: 'rivers',
      image: { picture: parallax2, alt: 'हिरव्या शेतांमधून वळणे घेत वाहणारी नदी' },
      heading: 'शेतांना जगवणाऱ्या नद्या',
      text: 'गोदावरीपासून कृष्णेपर्यंत, नद्या महाराष्ट्रातील ऊस, द्राक्षे आणि भातशेतीला पाणी देतात.',
    },
    {
      id: 'night-sky',
      image: { picture: parallax3, alt: 'रात्री शांत झोपलेल्या शेतावर ताऱ्यांनी भरलेले आकाश' },
      heading: 'शेतावरच्या रात्री',
      text: 'शहरातील दिव्यांपासून दूर असलेले शेत हे आकाशगंगा पाहण्यासाठी सर्वोत्तम ठिकाणांपैकी एक आहे.',
    },
  ],
} satisfies Story;
