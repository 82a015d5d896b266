// The sample cars' visitor-facing texts in French, English and Arabic (the seed's catalogue).

export interface Texts<T> { fr: T; en: T; ar: T }

export interface CarTexts { description: string }

export const CAR_TEXTS: Record<'eClass' | 'rangeRoverSport' | 'vClass' | 'sClass' | 'bmwX7' | 'sprinterVip' | 'audiA6', Texts<CarTexts>> = {
  eClass: {
    fr: {
      description:
        'La favorite des voyageurs d’affaires : une berline silencieuse et posée, avec sellerie en cuir souple, climatisation bizone et WiFi à bord. Idéale pour les transferts aéroport et les rendez-vous dans tout Paris.',
    },
    en: {
      description:
        'The business traveller’s favourite: a quiet, composed saloon with soft leather, dual-zone climate control and on-board WiFi. Ideal for airport transfers and meetings across Paris.',
    },
    ar: {
      description:
        'المفضّلة لدى رجال الأعمال في أسفارهم: سيارة سيدان هادئة ومتّزنة، بمقاعد من الجلد الناعم، وتكييف بمنطقتين مستقلتين، وإنترنت لاسلكي على متنها. مثالية للتنقل من المطار وإليه وللاجتماعات في أنحاء باريس.',
    },
  },
  rangeRoverSport: {
    fr: {
      description:
        'Imposant et confortable, il accueille toute la famille et ses bagages. Un choix sûr pour les longs trajets vers la Normandie, la Loire ou les Alpes, quel que soit le temps.',
    },
    en: {
      description:
        'Commanding and comfortable, with room for the whole family and their luggage. A confident choice for long drives to Normandy, the Loire or the Alps, whatever the weather.',
    },
    ar: {
      description:
        'سيارة مهيبة ومريحة تتسع للعائلة بأكملها وأمتعتها. خيار موثوق للرحلات الطويلة إلى النورماندي أو وادي اللوار أو جبال الألب، مهما كانت أحوال الطقس.',
    },
  },
  vClass: {
    fr: {
      description:
        'Huit sièges confortables en vis-à-vis, un vaste espace pour les valises et les housses de ski, et un système de divertissement pour les enfants. Le choix naturel des groupes et des familles.',
    },
    en: {
      description:
        'Eight comfortable seats facing each other, generous space for suitcases and ski bags, and an entertainment system for the children. The natural choice for groups and families.',
    },
    ar: {
      description:
        'ثمانية مقاعد مريحة متقابلة، ومساحة واسعة للحقائب ومعدات التزلج، ونظام ترفيهي للأطفال. الخيار الأمثل للمجموعات والعائلات.',
    },
  },
  sClass: {
    fr: {
      description:
        'Notre limousine phare pour les hôtes de marque, les mariages et les soirées de gala : sièges arrière inclinables, habitacle feutré, eau fraîche et champagne sur demande.',
    },
    en: {
      description:
        'Our flagship limousine for VIP guests, weddings and gala evenings: reclining rear seats, a hushed cabin, chilled water and champagne on request.',
    },
    ar: {
      description:
        'سيارة الليموزين الأرقى في أسطولنا لكبار الضيوف وحفلات الزفاف والسهرات الرسمية: مقاعد خلفية قابلة للإمالة، ومقصورة يسودها الهدوء، ومياه باردة، وشمبانيا عند الطلب.',
    },
  },
  bmwX7: {
    fr: {
      description:
        'Un SUV spacieux à six places, avec toit panoramique et intérieur haut de gamme, parfaitement adapté aux dirigeants qui voyagent ensemble et aux excursions d’une journée hors de la ville.',
    },
    en: {
      description:
        'A spacious six-seat SUV with a panoramic roof and a premium interior, well suited to executives travelling together and to day trips out of the city.',
    },
    ar: {
      description:
        'سيارة رياضية متعددة الاستخدامات فسيحة بستة مقاعد، بسقف بانورامي ومقصورة فاخرة، تناسب كبار المسؤولين المسافرين معاً والرحلات اليومية خارج المدينة.',
    },
  },
  sprinterVip: {
    fr: {
      description:
        'Un salon sur roues pour les délégations et les roadshows : sièges club, éclairage d’ambiance, écran pour les présentations et de la place pour tous les bagages.',
    },
    en: {
      description:
        'A lounge on wheels for delegations and roadshows: club seating, ambient lighting, a screen for presentations and room for a full set of luggage.',
    },
    ar: {
      description:
        'صالون متنقل للوفود والجولات الترويجية: مقاعد متقابلة على طراز الصالونات، وإضاءة هادئة، وشاشة للعروض التقديمية، ومتسع لكامل الأمتعة.',
    },
  },
  audiA6: {
    fr: {
      description:
        'Discrète, efficace et souple, l’Audi A6 est notre berline du quotidien pour les prises en charge en gare et les courts trajets en ville. Actuellement en révision programmée.',
    },
    en: {
      description:
        'Discreet, efficient and smooth, the Audi A6 is our everyday saloon for station pick-ups and short city journeys. Currently in for its scheduled service.',
    },
    ar: {
      description:
        'بهدوئها وكفاءتها وسلاسة قيادتها، تُعد أودي A6 سيارتنا اليومية لاستقبال العملاء من محطات القطار وللتنقلات القصيرة داخل المدينة. وهي حالياً في صيانتها الدورية المقررة.',
    },
  },
};
