/**
 * Marathi twin of ../videos.ts: the eighteen video players, six on Our Project
 * and twelve on Our Story.
 *
 * Client-supplied: ids, YouTube ids and posters are the same as in
 * ../videos.ts; only the titles and the posters' text alternatives are
 * translated. When the client supplies a video, replace the id and the title
 * together in both files. Never fill in an id that has not been checked.
 */
import project1 from '../../assets/images/videos/project-1.jpg?card';
import project2 from '../../assets/images/videos/project-2.jpg?card';
import project3 from '../../assets/images/videos/project-3.jpg?card';
import project4 from '../../assets/images/videos/project-4.jpg?card';
import project5 from '../../assets/images/videos/project-5.jpg?card';
import project6 from '../../assets/images/videos/project-6.jpg?card';
import story1 from '../../assets/images/videos/story-1.jpg?card';
import story2 from '../../assets/images/videos/story-2.jpg?card';
import story3 from '../../assets/images/videos/story-3.jpg?card';
import story4 from '../../assets/images/videos/story-4.jpg?card';
import story5 from '../../assets/images/videos/story-5.jpg?card';
import story6 from '../../assets/images/videos/story-6.jpg?card';
import story7 from '../../assets/images/videos/story-7.jpg?card';
import story8 from '../../assets/images/videos/story-8.jpg?card';
import story9 from '../../assets/images/videos/story-9.jpg?card';
import story10 from '../../assets/images/videos/story-10.jpg?card';
import story11 from '../../assets/images/videos/story-11.jpg?card';
import story12 from '../../assets/images/videos/story-12.jpg?card';
import type { Video } from '../schema.ts';

export const projectVideos = [
  {
    id: 'workshop-first-guests',
    title: 'कार्यशाळा: तुमच्या पहिल्या पाहुण्यांचे स्वागत',
    poster: { picture: project1, alt: 'व्हिडिओचे मुखचित्र: वर्गातील कार्यशाळेत बसून प्रशिक्षकाचे ऐकणारे शेतकरी' },
    youtubeId: null,
  },
  {
    id: 'planning-farm-year',
    title: 'वर्षभरातील शेतीच्या हंगामांनुसार पाहुण्यांसाठी उपक्रमांचे नियोजन',
    poster: { picture: project2, alt: 'व्हिडिओचे मुखचित्र: शेताच्या कडेला पर्यटकांना पिकांची माहिती देणारा शेतकरी' },
    youtubeId: null,
  },
  {
    id: 'cottages-local-materials',
    title: 'स्थानिक साहित्यातून पाहुण्यांसाठी कॉटेजची रचना',
    poster: { picture: project3, alt: 'व्हिडिओचे मुखचित्र: शेताशेजारी कौलारू छपराचे छोटे कॉटेज' },
    youtubeId: null,
  },
  {
    id: 'farm-kitchen',
    title: 'शेतावरील स्वयंपाकघरात पाहुण्यांसाठी स्वयंपाक',
    poster: { picture: project4, alt: 'व्हिडिओचे मुखचित्र: लाकडाची चूल असलेले शेतावरील पारंपरिक स्वयंपाकघर' },
    youtubeId: null,
  },
  {
    id: 'phone-photography',
    title: 'फोटोंमधून तुमचे शेत छान कसे दाखवावे',
    poster: { picture: project5, alt: 'व्हिडिओचे मुखचित्र: प्रसिद्धीसाठी शेतातील दृश्याचे फोटो काढले जात आहेत' },
    youtubeId: null,
  },
  {
    id: 'orchard-field-visit',
    title: 'आंब्याच्या बागेला प्रत्यक्ष भेट',
    poster: { picture: project6, alt: 'व्हिडिओचे मुखचित्र: आंब्याच्या बागेतून फिरणारे कार्यशाळेतील सहभागी' },
    youtubeId: null,
  },
] satisfies Video[];

export const storyVideos = [
  {
    id: 'agrotourism-bihar',
    title: 'बिहारमधील कृषी पर्यटन: पाटण्याजवळील एक शेत (बॅक टू फार्मिंग, हिंदीत)',
    poster: { picture: story1, alt: 'व्हिडिओचे मुखचित्र: झोपड्या आणि शेते असलेले, पर्यटकांचे स्वागत करणारे एक शेत' },
    youtubeId: 'D5gbcdyB0JY',
  },
  {
    id: 'world-agri-tourism-day',
    title: 'जागतिक कृषी पर्यटन दिन, 16 मे',
    poster: { picture: story2, alt: 'व्हिडिओचे मुखचित्र: कृषी पर्यटनाच्या कार्यक्रमासाठी मंचावर जमलेले शेतकरी' },
    youtubeId: null,
  },
  {
    id: 'kokan-farm-stay',
    title: 'कोकणात शेतावरील मुक्कामाचा एक दिवस',
    poster: { picture: story3, alt: 'व्हिडिओचे मुखचित्र: नारळीच्या झाडांमध्ये आणि भातशेतीत वसलेले कोकणातील शेतघर' },
    youtubeId: null,
  },
  {
    id: 'bullock-cart-games',
    title: 'बैलगाडीची सफर आणि गावाकडचे खेळ',
    poster: { picture: story4, alt: 'व्हिडिओचे मुखचित्र: गावच्या वाटेवरून पर्यटकांना घेऊन जाणारी बैलगाडी' },
    youtubeId: null,
  },
  {
    id: 'warli-painting',
    title: 'आदिवासी कलाकारांसोबत वारली चित्रकला',
    poster: { picture: story5, alt: 'व्हिडिओचे मुखचित्र: लाल मातीच्या भिंतीवर रंगवलेल्या पांढऱ्या वारली आकृती' },
    youtubeId: null,
  },
  {
    id: 'kolhapur-jaggery',
    title: 'कोल्हापुरात गूळ कसा तयार होतो',
    poster: { picture: story6, alt: 'व्हिडिओचे मुखचित्र: गुऱ्हाळात मोठ्या लोखंडी कढयांमध्ये उकळणारा उसाचा रस' },
    youtubeId: null,
  },
  {
    id: 'grape-harvest',
    title: 'पुण्याजवळील द्राक्षांची काढणी',
    poster: { picture: story7, alt: 'व्हिडिओचे मुखचित्र: द्राक्षांच्या घडांनी लगडलेल्या वेलींच्या रांगा' },
    youtubeId: null,
  },
  {
    id: 'monsoon-paddy',
    title: 'पावसाळ्यात भाताची लावणी',
    poster: {
      picture: story8,
      alt: 'व्हिडिओचे मुखचित्र: पावसाळी ढगांखाली पाणी भरलेल्या हिरव्या खाचरांत भाताची लावणी करणारे शेतकरी',
    },
    youtubeId: null,
  },
  {
    id: 'nagpur-oranges',
    title: 'नागपूरच्या संत्र्याच्या बागा',
    poster: { picture: story9, alt: 'व्हिडिओचे मुखचित्र: विदर्भातील बागेत फळांनी लगडलेली संत्र्याची झाडे' },
    youtubeId: null,
  },
  {
    id: 'jalgaon-bananas',
    title: 'जळगावच्या केळीच्या बागा',
    poster: { picture: story10, alt: 'व्हिडिओचे मुखचित्र: खानदेशातील शेतात लांब रांगांमध्ये उभी असलेली उंच केळीची झाडे' },
    youtubeId: null,
  },
  {
    id: 'farm-school-day',
    title: 'मुलांसाठी शेतावरील शाळेचा एक दिवस',
    poster: { picture: story11, alt: 'व्हिडिओचे मुखचित्र: शेतकऱ्याकडून रोपांविषयी शिकणारी मुले' },
    youtubeId: null,
  },
  {
    id: 'night-sky',
    title: 'शेतावर ताऱ्यांखाली एक रात्र',
    poster: { picture: story12, alt: 'व्हिडिओचे मुखचित्र: शेतावरील तंबूंवर ताऱ्यांनी भरलेले रात्रीचे आकाश' },
    youtubeId: null,
  },
] satisfies Video[];
