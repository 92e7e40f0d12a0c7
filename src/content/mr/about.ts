/**
 * Marathi twin of ../about.ts: the company story, the founder and the team of
 * seven with the spec's roles, in the spec's order. Names come from the Marathi
 * people.ts (client-supplied stand-ins).
 */
import storyImage from '../../assets/images/about/story.jpg?wide';
import founderImage from '../../assets/images/about/founder.jpg?portrait';
// Team portraits are assigned as in ../about.ts, so that each suits the stand-in name it illustrates.
import team1 from '../../assets/images/about/team-1.jpg?portrait';
import team2 from '../../assets/images/about/team-2.jpg?portrait';
import team3 from '../../assets/images/about/team-3.jpg?portrait';
import team4 from '../../assets/images/about/team-4.jpg?portrait';
import team5 from '../../assets/images/about/team-5.jpg?portrait';
import team6 from '../../assets/images/about/team-6.jpg?portrait';
import team7 from '../../assets/images/about/team-7.jpg?portrait';
import type { About } from '../schema.ts';
import { people } from './people.ts';

const t = people.team;
const portrait = (name: string) => `${name} यांच्या छायाचित्राऐवजी ठेवलेली रेखाटलेली आकृती`;

export const about = {
  heading: 'आमच्याविषयी',
  intro:
    'आम्ही पुण्यातील कृषी पर्यटन सल्लागार संस्था आहोत. शेतकरी कुटुंबांना पाहुण्यांचे स्वागत करायला आणि पाहुण्यांना शेते शोधायला आम्ही मदत करतो.',
  story: {
    heading: 'आमची कहाणी',
    paragraphs: [
      'ॲग्रो टुरिझमची सुरुवात एका साध्या निरीक्षणातून झाली. शहरातील कुटुंबे जे शोधत असतात, ते सारे महाराष्ट्रातील शेतांमध्ये आहे: मोकळी शेते, ताजे अन्न, सण-उत्सव आणि गोष्टी. दुसरीकडे, शेतकरी कुटुंबांना असे उत्पन्न हवे असते, जे एकाच पिकावर किंवा बाजारातील एकाच भावावर अवलंबून चढत-उतरत नाही.',
      'कृषी पर्यटनात महाराष्ट्र हे भारतातील अग्रेसर राज्य आहे. 2000 च्या दशकाच्या मध्यापर्यंत बारामती परिसरातील शेतकरी पाहुण्यांचे आदरातिथ्य करू लागले होते. सप्टेंबर 2020 मध्ये राज्य सरकारने कृषी पर्यटन धोरण मंजूर केले. त्यामुळे शेतकरी, त्यांच्या सहकारी संस्था आणि कृषी संस्था आपल्या केंद्रांची नोंदणी पर्यटन विभागाकडे करू शकतात.',
      'आम्ही शेत आणि पाहुणे यांना जोडणारा दुवा आहोत. आम्ही कार्यशाळांमधून शेतकरी कुटुंबांना प्रशिक्षण देतो, त्यांच्या केंद्रांचे नियोजन आणि रचना करतो, बँका मागतात ते प्रकल्प अहवाल तयार करतो, सहली आणि सण-उत्सव भेटी आयोजित करतो आणि प्रत्येक शेताची गोष्ट ऑनलाइन मांडतो, जेणेकरून प्रत्येक हंगामात पर्यटक येत राहतील.',
      'आमच्या कामाचे मोजमाप म्हणजे शेतकऱ्याचे उत्पन्न आणि पाहुण्यांच्या आठवणी: पहिल्यांदाच गाईचे दूध काढणारे मूल, पुढच्या आंब्याच्या हंगामात पुन्हा येणारे कुटुंब, आणि आपल्या अन्नाला व गाण्यांना मान मिळताना पाहणारे गाव.',
    ],
    image: { picture: storyImage, alt: 'मोठ्या सावलीदार झाडाखाली प्रशिक्षण कार्यशाळा; वक्त्याभोवती शेतकरी बसले आहेत' },
  },
  founder: {
    heading: 'आमचे संस्थापक',
    name: t.founderCeo,
    role: 'संस्थापक आणि मुख्य कार्यकारी अधिकारी',
    paragraphs: [
      `${t.founderCeo} यांनी दोन जगांना जोडण्यासाठी ॲग्रो टुरिझमची स्थापना केली: एकीकडे आपले ज्ञान आणि आदरातिथ्य असलेले शेत, तर दुसरीकडे अन्न कसे पिकते हे पाहू इच्छिणारा पर्यटक.`,
      'कंपनीच्या कार्यशाळा आणि सल्ला सेवांचे नेतृत्व ते करतात. प्रत्येक केंद्रासाठी त्यांचा नियम एकच असतो: शेतात आधीपासून जे चांगले चालते, तिथून सुरुवात करा; जे आहे ते प्रामाणिकपणे दाखवा; आणि प्रत्येक भेटीतून शेतकरी कुटुंबाला कमाई होईल याची खात्री करा.',
    ],
    image: { picture: founderImage, alt: `आमचे संस्थापक ${t.founderCeo} यांच्या छायाचित्राऐवजी ठेवलेली रेखाटलेली आकृती` },
  },
  values: {
    heading: 'आम्ही काय मानतो',
    items: [
      {
        title: 'शेतकरी प्रथम',
        text: 'शेतकरी कुटुंबाला चांगली कमाई होते आणि आपली जमीन व आपला वेळ यांवर कुटुंबाचेच नियंत्रण राहते, तेव्हाच केंद्र यशस्वी होते.',
      },
      { title: 'प्रामाणिक अनुभव', text: 'खरे काम, खरे अन्न आणि खरे गावजीवन; नाटकातला देखावा नव्हे.' },
      { title: 'जमिनीची काळजी', text: 'स्थानिक साहित्य, कमीत कमी कचरा, आणि पाणी, माती व वन्यजीवांचा आदर.' },
      { title: 'एकत्र शिकणे', text: 'पाहुणे शेतीबद्दल शिकतात; शेतकरी पाहुण्यांबद्दल शिकतात. दोघेही अधिक समृद्ध होऊन परततात.' },
    ],
  },
  team: {
    heading: 'आमची टीम',
    intro: 'शेती, आदरातिथ्य, रचना, लेखन, संशोधन आणि व्यवसाय यांची सांगड घालणारे सात जण.',
    members: [
      {
        id: 'founder-ceo',
        name: t.founderCeo,
        role: 'संस्थापक आणि मुख्य कार्यकारी अधिकारी',
        image: { picture: team2, alt: portrait(t.founderCeo) },
      },
      {
        id: 'co-founder-md',
        name: t.coFounderMd,
        role: 'सह-संस्थापक आणि व्यवस्थापकीय संचालक',
        image: { picture: team1, alt: portrait(t.coFounderMd) },
      },
      {
        id: 'head-of-production',
        name: t.headOfProduction,
        role: 'निर्मिती प्रमुख',
        image: { picture: team4, alt: portrait(t.headOfProduction) },
      },
      {
        id: 'content-manager',
        name: t.contentManager,
        role: 'मजकूर व्यवस्थापक',
        image: { picture: team3, alt: portrait(t.contentManager) },
      },
      {
        id: 'head-of-editorial',
        name: t.headOfEditorial,
        role: 'संपादकीय प्रमुख',
        image: { picture: team5, alt: portrait(t.headOfEditorial) },
      },
      {
        id: 'research-anchor',
        name: t.researchAndAnchor,
        role: 'संशोधन-विकास आणि सूत्रसंचालन',
        image: { picture: team6, alt: portrait(t.researchAndAnchor) },
      },
      {
        id: 'head-of-business',
        name: t.headOfBusiness,
        role: 'व्यवसाय प्रमुख',
        image: { picture: team7, alt: portrait(t.headOfBusiness) },
      },
    ],
  },
} satisfies About;
