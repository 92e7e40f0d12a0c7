/**
 * Marathi twin of ../home.ts: the Home page's hero clips, welcome rows, the
 * Mission / Vision / Awards flip cards, Marathi testimonials, the nine services
 * and the five cards.
 */
import heroFarm from '../../assets/images/hero/farm.jpg?hero';
import heroJourney from '../../assets/images/hero/journey.jpg?hero';
import heroRural from '../../assets/images/hero/rural.jpg?hero';
import heroHarvest from '../../assets/images/hero/harvest.jpg?hero';
import welcome1 from '../../assets/images/home/welcome-1.jpg?wide';
import welcome2 from '../../assets/images/home/welcome-2.jpg?wide';
import card1 from '../../assets/images/home/card-1.jpg?card';
import card2 from '../../assets/images/home/card-2.jpg?card';
import card3 from '../../assets/images/home/card-3.jpg?card';
import card4 from '../../assets/images/home/card-4.jpg?card';
import card5 from '../../assets/images/home/card-5.jpg?card';
import type { Home } from '../schema.ts';
import { people } from './people.ts';
import { sitePaths } from '../../site-paths.ts';

const { sunita, ramesh, ashwini } = people.testimonialAuthors;

export const home = {
  heading: 'महाराष्ट्रातील कृषी पर्यटन',
  hero: {
    label: 'महाराष्ट्रातील शेतीजीवन',
    slides: [
      {
        id: 'farm',
        video: '/media/hero/farm.mp4',
        poster: { picture: heroFarm, alt: 'सूर्योदयाच्या वेळी हिरवीगार शेते आणि त्यापलीकडे एक शेतघर' },
        title: 'कृषी पर्यटन',
        subtitle: 'आजच तुमचा प्रवास सुरू करा',
      },
      {
        id: 'journey',
        video: '/media/hero/journey.mp4',
        poster: { picture: heroJourney, alt: 'गावातील वाटेवर बैलगाडी आणि दूरवर डोंगर' },
        title: 'गावाकडची लय',
      },
      {
        id: 'rural',
        video: '/media/hero/rural.mp4',
        poster: { picture: heroRural, alt: 'पिकलेल्या आंब्यांनी लगडलेली आमराई आणि तोडलेल्या आंब्यांनी भरलेल्या टोपल्या' },
        title: 'शेतात गोड आठवणी वेचा',
      },
      {
        id: 'harvest',
        video: '/media/hero/harvest.mp4',
        poster: { picture: heroHarvest, alt: 'उसाच्या शेतांवर उतरलेली संध्याकाळ आणि तंबूंजवळ उजळलेले कंदील' },
        title: 'शेतातल्या आठवणी',
      },
    ],
  },
  welcome: {
    heading: 'कृषी पर्यटनात आपले स्वागत आहे',
    rows: [
      {
        heading: 'जिथे तुमचे अन्न पिकते, तिथेच राहा',
        paragraphs: [
          'कृषी पर्यटनात तुम्ही शेती चालू असलेल्या खऱ्याखुऱ्या शेतावर पाहुणे म्हणून जाता. शेतघरात किंवा कॉटेजमध्ये मुक्काम करता, शेतकरी कुटुंब जे पिकवते तेच जेवता आणि दिवसभर त्यांच्यासोबत शेतात वेळ घालवता.',
          'कोकणातील आंब्याच्या बागांपासून विदर्भातील संत्र्याच्या बागांपर्यंत, महाराष्ट्रभरातील शेतकरी कुटुंबांसोबत आम्ही काम करतो. त्यांचे आदरातिथ्य आपुलकीचे, स्वच्छ आणि सुरक्षित असावे आणि प्रत्येक पाहुण्यासोबत त्यांचे उत्पन्न वाढावे, हा आमचा प्रयत्न असतो.',
        ],
        image: { picture: welcome1, alt: 'कौलारू छप्पर, तुळशी वृंदावन आणि सावलीत टाकलेल्या खाटा असलेले शेतघराचे अंगण' },
      },
      {
        heading: 'स्वतः करून शिका',
        paragraphs: [
          'फळे तोडा, गाईचे दूध काढा, बैलगाडीतून फेरफटका मारा, चुलीवर भाकरी थापा आणि त्या त्या हंगामातील गाणी ऐका. मुलांना अन्न कुठून येते ते समजते; मोठ्यांची धावपळ जरा थांबते.',
          'शेतकऱ्यांसाठी आम्ही कार्यशाळा घेतो, केंद्रांचे नियोजन करतो आणि प्रसिद्धी व मार्केटिंग सांभाळतो. त्यामुळे पाहुण्यांचे आदरातिथ्य हे पिकाबरोबरच नियमित मिळणारे दुसरे उत्पन्न बनते.',
        ],
        image: { picture: welcome2, alt: 'बागेत एकत्र फळे तोडणारे कुटुंब; एक मूल भरलेली टोपली उंच धरून दाखवत आहे' },
      },
    ],
    /** `context` completes the label for screen readers and search engines (label + context read as one phrase). */
    cta: { label: 'अधिक माहिती', context: 'आमच्याविषयी आणि आमच्या टीमविषयी', to: sitePaths.about },
  },
  flipCards: {
    heading: 'आमची प्रेरणा',
    hint: 'कार्ड उलटून पाहण्यासाठी त्यावर माउस न्या, टॅप करा किंवा Tab दाबून त्यावर या.',
    cards: [
      {
        id: 'mission',
        title: 'ध्येय',
        icon: 'Target',
        teaser: 'आम्ही काम का करतो',
        body: {
          kind: 'text',
          paragraphs: ['शेतकऱ्यांना डिजिटल माध्यमे आणि सेवांचे बळ देणे, जेणेकरून त्यांच्या कृषी पर्यटन केंद्रांतून त्यांना अधिक उत्पन्न मिळेल.'],
        },
      },
      {
        id: 'vision',
        title: 'दूरदृष्टी',
        icon: 'Eye',
        teaser: 'आम्हाला कुठे पोहोचायचे आहे',
        body: {
          kind: 'text',
          paragraphs: ['भारतातील आघाडीची कृषी पर्यटन सेवा संस्था बनणे आणि आमच्यासोबत काम करणाऱ्या शेतकऱ्यांना जगभर ओळख मिळवून देणे.'],
        },
      },
      {
        id: 'awards',
        title: 'पुरस्कार',
        icon: 'Award',
        teaser: 'आमच्या कामाची दखल',
        body: {
          kind: 'list',
          items: [
            '2018 चा सर्वोत्कृष्ट ई-कॉमर्स स्टार्टअप पुरस्कार',
            'एका प्रादेशिक विकास संस्थेकडून सन्मान',
            'एका सत्कार समारंभात विशेष पुरस्कार',
          ],
        },
      },
    ],
  },
  testimonials: {
    heading: 'आमच्या कार्यशाळेतील सहभागी काय म्हणतात',
    intro: 'आमच्याकडे प्रशिक्षण घेतलेले शेतकरी, त्यांच्याच शब्दांत.',
    items: [
      {
        id: 'sunita-mane',
        lang: 'mr',
        quote:
          'कार्यशाळेत पाहुण्यांचे स्वागत कसे करायचे, जेवणाचे नियोजन कसे करायचे आणि खर्चाचा हिशेब कसा ठेवायचा, हे अगदी सोप्या भाषेत शिकवले. आता आमच्या शेतावर दर शनिवार-रविवारी शहरातील कुटुंबे येतात आणि घरच्या भाजीपाल्याला जागेवरच चांगला भाव मिळतो.',
        name: sunita.name,
        detail: sunita.detail,
      },
      {
        id: 'ramesh-kadam',
        lang: 'mr',
        quote:
          'आंब्याच्या हंगामात बागेत पर्यटक बोलवावेत, असा विचार कधी केलाच नव्हता. प्रशिक्षणानंतर आम्ही आंबा तोडणीचा अनुभव सुरू केला. पाहुणे स्वतः आंबे उतरवतात, आमरस-पुरीचा आस्वाद घेतात आणि जाताना आंब्याच्या पेट्या घरी घेऊन जातात.',
        name: ramesh.name,
        detail: ramesh.detail,
      },
      {
        id: 'ashwini-deshmukh',
        lang: 'mr',
        quote:
          'मोबाइलवर चांगले फोटो कसे काढायचे, पाहुण्यांचे अभिप्राय कसे मिळवायचे आणि सोशल मीडियावर प्रामाणिक माहिती कशी द्यायची, हे मी या कार्यशाळेत शिकले. आता आमच्या केंद्राबद्दल चौकशीसाठी रोज फोन येतात.',
        name: ashwini.name,
        detail: ashwini.detail,
      },
    ],
  },
  events: {
    heading: 'चला, आमचे उपक्रम पाहू या',
    intro: 'पाहुण्यांच्या स्वागतासाठी शेतकरी कुटुंबाला लागणारे सारे काही, आणि अशी शेते शोधण्यासाठी पर्यटकांना लागणारे सारे काही.',
    services: [
      {
        id: 'workshops-training',
        title: 'कार्यशाळा आणि प्रशिक्षण',
        description:
          'शेतकरी कुटुंबांसाठी प्रत्यक्ष सरावाच्या कार्यशाळा: पाहुण्यांचे आदरातिथ्य, अन्नाची सुरक्षितता, दर ठरवणे आणि हंगामानुसार उपक्रमांचे नियोजन.',
        icon: 'GraduationCap',
      },
      {
        id: 'rural-tourism-consulting',
        title: 'ग्रामीण पर्यटन सल्ला',
        description:
          'तुमच्या शेताला भेट आणि स्पष्ट आराखडा: काय सुरू करायचे, कोणत्या पाहुण्यांना बोलवायचे, खर्च किती येईल आणि केंद्राची नोंदणी कशी करायची.',
        icon: 'Compass',
      },
      {
        id: 'architecture-landscape',
        title: 'वास्तुरचना आणि परिसर रचना',
        description:
          'स्थानिक साहित्यातून बांधलेली कॉटेज, स्वयंपाकघरे आणि पायवाटा. मांडणी अशी की पाहुण्यांना शेताचा आनंद मिळेल आणि शेताचे नुकसानही होणार नाही.',
        icon: 'Ruler',
      },
      {
        id: 'bank-project-reports',
        title: 'बँकेसाठी प्रकल्प अहवाल',
        description:
          'कर्जासाठी अर्ज करताना बँका मागतात त्याच पद्धतीने तयार केलेले प्रकल्प अहवाल: खर्च, अपेक्षित उत्पन्न आणि कर्जफेडीचे नियोजन.',
        icon: 'Landmark',
      },
      {
        id: 'tours-festival-trips',
        title: 'सहली आणि सण-उत्सव भेटी',
        description: 'कुटुंबे, शाळा आणि कंपन्यांसाठी महाराष्ट्रभरातील शेते, सुगी आणि गावच्या जत्रा-उत्सवांच्या मार्गदर्शित सहली.',
        icon: 'Bus',
      },
      {
        id: 'content-development',
        title: 'मजकूर निर्मिती',
        description: 'तुमच्या शेताची खरी गोष्ट सांगणारे लेखन, फोटो आणि छोटे व्हिडिओ, इंग्रजी आणि मराठीत.',
        icon: 'PenLine',
      },
      {
        id: 'it-work',
        title: 'आयटी सेवा',
        description:
          'वेबसाइट, बुकिंग फॉर्म आणि नोंदी ठेवण्याची सोपी व्यवस्था. कामात गुंतलेले शेतकरी कुटुंबही हे सगळे मोबाइलवरून चालवू शकेल, अशी मांडणी.',
        icon: 'Laptop',
      },
      {
        id: 'digital-marketing',
        title: 'डिजिटल आणि सोशल मीडिया मार्केटिंग',
        description:
          'नकाशावर केंद्राची नोंद, सोशल मीडिया पेज आणि पाहुण्यांचे अभिप्राय. यामुळे फक्त सुगीतच नव्हे, तर प्रत्येक हंगामात पर्यटक येतात.',
        icon: 'Megaphone',
      },
      {
        id: 'promotion-branding',
        title: 'प्रसिद्धी आणि ब्रँडिंग',
        description: 'तुमच्या केंद्रासाठी नाव, लोगो आणि फलक, तसेच आमच्या सहली, प्रदर्शने आणि भागीदारांच्या यादीत स्थान.',
        icon: 'BadgeCheck',
      },
    ],
  },
  cards: {
    heading: 'हे अनुभव तुमची वाट पाहत आहेत',
    intro: 'आमच्या भागीदार शेतांवर मिळणारे काही साधे-सोपे आनंद.',
    items: [
      {
        id: 'farm-stay',
        title: 'शेतावर मुक्काम',
        text: 'शेतघरात पक्ष्यांच्या किलबिलाटाने जागे व्हा आणि चुलीवरचा गरमागरम चहा प्या.',
        image: { picture: card1, alt: 'हिरव्या शेतांमध्ये कौलारू छप्पर आणि ओसरी असलेले शेतघर' },
      },
      {
        id: 'bullock-cart-ride',
        title: 'बैलगाडीची सफर',
        text: 'शेताच्या बांधावरून हळूहळू, हेलकावे खात केलेली आनंदी सफर.',
        image: { picture: card2, alt: 'मातीच्या वाटेवरून लाकडी गाडी ओढणारी बैलजोडी' },
      },
      {
        id: 'traditional-food',
        title: 'पारंपरिक जेवण',
        text: 'लाकडाच्या चुलीवर शिजवलेली भाकरी, पिठले, ठेचा आणि हंगामी भाज्या.',
        image: { picture: card3, alt: 'ताटात भाकरी, भाजी आणि चटणी असलेले पारंपरिक महाराष्ट्रीय जेवण' },
      },
      {
        id: 'orchard-walk',
        title: 'बागेतील फेरफटका',
        text: 'आंबा, चिकू आणि पेरूची झाडे ज्या शेतकऱ्याने लावली, त्याच्यासोबत त्या झाडांखालून फिरा.',
        image: { picture: card4, alt: 'फळबागेत फळझाडांच्या रांगांमधून जाणारी पायवाट' },
      },
      {
        id: 'stargazing',
        title: 'तारे न्याहाळणे',
        text: 'शहरातील दिव्यांपासून दूर, रात्रीचे आकाश ताऱ्यांनी भरलेले असते.',
        image: { picture: card5, alt: 'शांत शेतावर ताऱ्यांनी भरलेले रात्रीचे आकाश' },
      },
    ],
  },
  whatsapp: { label: 'व्हॉट्सॲपवर आमच्याशी बोला' },
} satisfies Home;
