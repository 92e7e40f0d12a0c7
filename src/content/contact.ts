/**
 * The Contact page: the Contact Us form, the office, the map facade and the
 * seven FAQ items in the spec's order.
 *
 * The spec shows no target for the form: the site keeps what Send sends for the office
 * (issue 39, decision 076). The office address, phone, e-mail, WhatsApp number and map
 * place come from the operator's file (SITE_CONFIG), or the stand-ins in client.ts.
 */
import type { Contact } from './schema.ts';

export const contact = {
  heading: 'Contact Us',
  intro:
    'Planning a farm visit, thinking of starting an agro-tourism centre, or looking for a workshop? Write to us and we will get back to you.',
  form: {
    labels: { name: 'Name', email: 'Email', message: 'Message' },
    submit: 'Send',
    note: 'Your message goes to our office, which answers by e-mail. We keep it only to answer you.',
    honeypot: 'Leave this field empty',
    received: 'Thank you. Your message has reached our office, and we will answer you by e-mail.',
    answered: { received: 'Message sent', failed: 'Message not sent' },
    count: {
      limit: 'You can write up to {limit} characters.',
      left: { one: 'You have {n} character left.', other: 'You have {n} characters left.' },
      over: { one: 'You have {n} character too many.', other: 'You have {n} characters too many.' },
    },
    errors: {
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Please keep your name to 100 characters.',
      emailRequired: 'Please enter your e-mail address.',
      emailInvalid: 'Please enter a valid e-mail address, for example name@example.com.',
      messageRequired: 'Please write your message.',
      messageTooLong: 'Please keep your message to 5,000 characters.',
    },
    failures: {
      invalid: 'Your message was not sent. Please correct the fields marked below.',
      tooMany: {
        one: 'Several messages have been sent from here just now. Please try again in {minutes} minute.',
        other: 'Several messages have been sent from here just now. Please try again in {minutes} minutes.',
      },
      unavailable:
        'Our office could not take your message just now, and nothing was kept. Please try again later, or write to us or call us:',
      connection: 'Your message could not be sent: the connection failed. Please check it and press Send again.',
      failed: 'Your message could not be sent. Please press Send again.',
    },
    or: 'or',
  },
  office: {
    heading: 'Our office',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    whatsappLabel: 'WhatsApp',
  },
  map: {
    heading: 'Find us',
    title: 'Map of Pune, Maharashtra',
    load: 'Show the map',
    notice: 'The map comes from an outside map service and loads only when you choose to show it.',
    openExternally: 'Open the map in a new tab',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        id: 'what-is-agro-tourism',
        question: 'What is agro tourism?',
        answer: [
          'Agro tourism (also called agri-tourism or farm tourism) means visiting a working farm to see, learn and take part in farm life: staying with the farm family, eating food grown on the farm, helping with seasonal work and enjoying village culture.',
          'The farm stays a farm. Tourism is an extra income on top of the harvest, not a replacement for it.',
        ],
      },
      {
        id: 'funding-and-loans',
        question: 'Can I get funding or a bank loan for an agro-tourism centre?',
        answer: [
          "Yes. Maharashtra's Agri-Tourism Policy, approved in September 2020, provides for centres registered with the state's tourism department to be eligible for bank loans. Banks decide each application on its merits.",
          'A bank will usually ask for a project report: what you will build, what it will cost, how many guests you expect and how you will repay. We prepare such reports and can explain the current schemes and documents to you.',
        ],
      },
      {
        id: 'examples',
        question: 'What are some examples of agro tourism in Maharashtra?',
        answer: [
          'Around Baramati in Pune district, farmers have hosted guests on their farms since the mid-2000s with the help of the Agri Tourism Development Corporation. Saguna Baug near Neral in Raigad district welcomes visitors to its farm, ponds and fields.',
          'Across the state you will also find mango farm stays in Ratnagiri and Sindhudurg, grape and vineyard visits near Nashik and Pune, orange orchard walks around Nagpur and jaggery-making visits in Kolhapur.',
        ],
      },
      {
        id: 'registering-a-centre',
        question: 'How do I register an agro-tourism centre?',
        answer: [
          "Under the state's policy, centres are registered with the Directorate of Tourism, Government of Maharashtra, which issues a registration certificate. Check the current application form, documents and fees on the official Maharashtra Tourism website before you apply.",
          'The Agro Tourism Registration form on this website registers your centre with us, so that we can contact you and help you. It is separate from, and does not replace, the government registration.',
        ],
      },
      {
        id: 'activities',
        question: 'What activities can an agro-tourism centre offer?',
        answer: [
          'Farm walks and seasonal work such as sowing, harvesting and fruit picking; milking and feeding animals; bullock cart and tractor rides; cooking on a chulha; village games, folk songs and dances; bird watching, night walks and stargazing; and shopping for fresh produce, jaggery, honey and pickles.',
          'The best activities are the ones your farm already does well. We help centres plan them around the seasons so that there is something to do all year.',
        ],
      },
      {
        id: 'purpose-and-concept',
        question: 'What is the purpose and concept of agro tourism?',
        answer: [
          'The idea is simple: city people want to experience the countryside, and farmers have the land, skills and hospitality to offer it. Guests learn where food comes from; farm families earn a second income, sell produce directly and create local jobs.',
          'It also keeps rural culture alive, from food and festivals to crafts and folk art, and helps young people see a future in farming.',
        ],
      },
      {
        id: 'who-can-start-and-where',
        question: 'Who can start an agro-tourism centre, and where?',
        answer: [
          "Under Maharashtra's policy, individual farmers, farmers' co-operative societies and farmer producer companies, as well as agricultural institutions such as agricultural colleges, universities and science centres, can set up centres.",
          'A centre belongs on a working farm in a rural area. It needs guest rooms, a kitchen and a place to serve meals; the exact land and building requirements are set by the tourism department. Farms near cities suit day visits, and those near forts, beaches and temples can host overnight guests.',
        ],
      },
    ],
  },
} satisfies Contact;
