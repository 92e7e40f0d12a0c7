/** Marathi twin of ../gallery.ts: the Gallery page's eleven captioned pictures, one of them "Milky Way" (आकाशगंगा). */
import g01 from '../../assets/images/gallery/01.jpg?wide';
import g02 from '../../assets/images/gallery/02.jpg?wide';
import g03 from '../../assets/images/gallery/03.jpg?wide';
import g04 from '../../assets/images/gallery/04.jpg?wide';
import g05 from '../../assets/images/gallery/05.jpg?wide';
import g06 from '../../assets/images/gallery/06.jpg?wide';
import g07 from '../../assets/images/gallery/07.jpg?wide';
import g08 from '../../assets/images/gallery/08.jpg?wide';
import g09 from '../../assets/images/gallery/09.jpg?wide';
import g10 from '../../assets/images/gallery/10.jpg?wide';
import g11 from '../../assets/images/gallery/11.jpg?wide';
import type { Gallery } from '../schema.ts';

export const gallery = {
  heading: 'आमची गॅलरी',
  intro:
    'महाराष्ट्रातील शेते, गावे आणि आकाशाची दृश्ये: फळांनी लगडलेल्या बागा, पावसाळ्यातील भातशेती, गावची कला आणि शहरातील दिव्यांपासून दूरच्या शांत रात्री. कोणतेही चित्र मोठे पाहण्यासाठी त्यावर टॅप किंवा क्लिक करा.',
  viewerLabel: 'चित्र मोठ्या आकारात',
  viewerPrevious: 'मागील चित्र',
  viewerNext: 'पुढील चित्र',
  viewerPosition: 'एकूण {total} पैकी चित्र {n}',
  images: [
    {
      id: 'mango-orchard',
      image: { picture: g01, alt: 'रत्नागिरीतील हापूस आंब्याची बाग, पिकू लागलेल्या आंब्यांनी लगडलेली झाडे' },
      caption: 'हापूस आंब्याची बाग, रत्नागिरी',
    },
    {
      id: 'bullock-cart',
      image: { picture: g02, alt: 'शेतांमधील वाटेवरून पर्यटकांना घेऊन जाणारी बैलगाडी' },
      caption: 'बैलगाडीची सफर',
    },
    {
      id: 'vineyard',
      image: { picture: g03, alt: 'द्राक्षबागेत घड लटकलेल्या वेलींच्या रांगा' },
      caption: 'द्राक्षबाग',
    },
    {
      id: 'tents',
      image: { picture: g04, alt: 'शेतावर मोठ्या झाडांच्या सावलीत उभारलेले तंबू' },
      caption: 'झाडांखालील तंबू',
    },
    {
      id: 'thali',
      image: { picture: g05, alt: 'केळीच्या पानावर भात, भाकरी, भाज्या आणि चटण्या वाढलेले थाळीचे जेवण' },
      caption: 'केळीच्या पानावर शेतावरची थाळी',
    },
    {
      id: 'warli-wall',
      image: {
        picture: g06,
        alt: 'लाल मातीच्या भिंतीवर रंगवलेल्या नाचणाऱ्या माणसांच्या, शेतकऱ्यांच्या आणि झाडांच्या पांढऱ्या वारली आकृती',
      },
      caption: 'मातीच्या भिंतीवर वारली चित्रकला',
    },
    {
      id: 'milky-way',
      image: { picture: g07, alt: 'शेतावरील मुक्कामाच्या ठिकाणी, अंधाऱ्या आकाशात पसरलेला आकाशगंगेचा तेजस्वी पट्टा' },
      caption: 'आकाशगंगा',
    },
    {
      id: 'monsoon-paddy',
      image: { picture: g08, alt: 'दाट करड्या ढगांखाली कोकणातील पावसाळ्यातील हिरवीगार भातशेती' },
      caption: 'पावसाळ्यातील भातशेती, कोकण',
    },
    {
      id: 'jaggery',
      image: { picture: g09, alt: 'कोल्हापूरच्या गुऱ्हाळात ऊसतोडणी आणि शेजारी उकळत्या रसाच्या मोठ्या कढया' },
      caption: 'ऊसतोडणी आणि गुऱ्हाळातील कढया, कोल्हापूर',
    },
    {
      id: 'orange-orchard',
      image: { picture: g10, alt: 'नागपूरजवळील संत्र्याची बाग, फळांनी लगडलेली झाडे' },
      caption: 'संत्र्याची बाग, नागपूर',
    },
    {
      id: 'farm-workshop',
      image: { picture: g11, alt: 'शेतावरील कार्यशाळेसाठी गावातल्या विहिरीजवळ जमलेली मुले' },
      caption: 'विहिरीजवळ शेतावरील कार्यशाळेत मुले',
    },
  ],
} satisfies Gallery;
