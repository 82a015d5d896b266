// The sample tours' visitor-facing texts in French, English and Arabic (the seed's catalogue).

import type { Texts } from './cars';

export interface TourTexts {
  title: string;
  /** One sentence for cards and link previews. */
  summary: string;
  description: string;
  /** '8 hours', 'Full day': read by dispatch for the ride's length in any of the three languages. */
  duration: string;
  highlights: string[];
  /** The day's steps, in order. */
  itinerary: string[];
  included: string[];
  notIncluded: string[];
  meetingPoint: string;
}

export const TOUR_TEXTS: Record<'versailles' | 'champagne' | 'loireValley' | 'parisHighlights' | 'giverny' | 'sidiBouSaid' | 'frenchRiviera', Texts<TourTexts>> = {
  versailles: {
    fr: {
      title: 'Château et jardins de Versailles',
      summary: 'Une journée privée au Château de Versailles avec un guide agréé : galerie des Glaces, jardins et Trianon, de porte à porte depuis Paris.',
      description:
        'Oubliez le train et les files d’attente : votre chauffeur vous conduit au Château de Versailles, où un guide conférencier agréé vous fait découvrir la galerie des Glaces et les appartements du Roi, avant que vous ne flâniez à votre rythme dans les jardins, le domaine de Trianon et le Hameau de Marie-Antoinette.',
      duration: '8 heures',
      highlights: [
        'Visite guidée de la galerie des Glaces et des appartements du Roi',
        'Entrée réservée avec votre guide, sans file d’attente aux caisses',
        'Temps libre dans les jardins et le domaine de Trianon',
        'Le Hameau de Marie-Antoinette',
        'Transport privé de porte à porte depuis Paris',
      ],
      itinerary: [
        '08:30 - Prise en charge à votre hôtel ou à votre adresse à Paris',
        '09:15 - Arrivée au Château de Versailles et accueil par votre guide',
        '09:30 - Visite guidée de la galerie des Glaces et des appartements du Roi',
        '12:00 - Temps libre pour le déjeuner',
        '13:30 - Jardins, domaine de Trianon et Hameau de Marie-Antoinette à votre rythme',
        '16:30 - Retour à votre hôtel à Paris',
      ],
      included: [
        'Chauffeur privé et véhicule pour toute la journée',
        'Prise en charge et retour à votre hôtel ou à votre adresse à Paris',
        'Guide conférencier agréé pour la visite du château',
        'Billets d’entrée au château et au domaine de Trianon, réservés à l’avance',
        'Eau minérale à bord',
      ],
      notIncluded: ['Déjeuner et boissons', 'Pourboires', 'Dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel ou à votre adresse dans le centre de Paris',
    },
    en: {
      title: 'Versailles Palace & Gardens',
      summary: 'A private day at the Château de Versailles with a licensed guide: the Hall of Mirrors, the gardens and the Trianon, door to door from Paris.',
      description:
        'Skip the train and the queues: your chauffeur drives you to the Château de Versailles, where a licensed guide leads you through the Hall of Mirrors and the King’s apartments before you wander the gardens, the Trianon estates and Marie-Antoinette’s hamlet at your own pace.',
      duration: '8 hours',
      highlights: [
        'Guided visit of the Hall of Mirrors and the King’s apartments',
        'Reserved entry with your guide, no ticket queue',
        'Free time in the gardens and the Trianon estates',
        'Marie-Antoinette’s hamlet',
        'Private door-to-door transport from Paris',
      ],
      itinerary: [
        '08:30 - Pick-up from your hotel or address in Paris',
        '09:15 - Arrival at the Château de Versailles and meeting with your guide',
        '09:30 - Guided visit of the Hall of Mirrors and the King’s apartments',
        '12:00 - Free time for lunch',
        '13:30 - The gardens, the Trianon estates and Marie-Antoinette’s hamlet at your own pace',
        '16:30 - Return drive to your hotel in Paris',
      ],
      included: [
        'Private chauffeur and vehicle for the whole day',
        'Pick-up and drop-off at your hotel or address in Paris',
        'Licensed guide for the palace visit',
        'Palace and Trianon tickets, booked in advance',
        'Bottled water on board',
      ],
      notIncluded: ['Lunch and drinks', 'Tips', 'Personal expenses'],
      meetingPoint: 'Pick-up from your hotel or address in central Paris',
    },
    ar: {
      title: 'قصر فرساي وحدائقه',
      summary: 'يوم خاص في قصر فرساي برفقة مرشد معتمد: قاعة المرايا والحدائق والتريانون، مع تنقل خاص من باب فندقك في باريس وإليه.',
      description:
        'لا قطار ولا طوابير انتظار: يقلّك سائقك إلى قصر فرساي، حيث يرافقك مرشد سياحي معتمد في قاعة المرايا وأجنحة الملك، ثم تتجول على مهلك في الحدائق وقصور التريانون وقرية ماري أنطوانيت الريفية.',
      duration: '8 ساعات',
      highlights: [
        'زيارة مع مرشد إلى قاعة المرايا وأجنحة الملك',
        'دخول محجوز مسبقاً برفقة مرشدك دون الوقوف في طابور التذاكر',
        'وقت حر في الحدائق وقصور التريانون',
        'قرية ماري أنطوانيت الريفية',
        'تنقل خاص من الباب إلى الباب انطلاقاً من باريس',
      ],
      itinerary: [
        '08:30 - الاستقبال من فندقك أو عنوانك في باريس',
        '09:15 - الوصول إلى قصر فرساي ولقاء مرشدك',
        '09:30 - زيارة مع المرشد إلى قاعة المرايا وأجنحة الملك',
        '12:00 - وقت حر لتناول الغداء',
        '13:30 - الحدائق وقصور التريانون وقرية ماري أنطوانيت على مهلك',
        '16:30 - العودة إلى فندقك في باريس',
      ],
      included: [
        'سائق خاص وسيارة طوال اليوم',
        'الاستقبال من فندقك أو عنوانك في باريس والعودة إليه',
        'مرشد سياحي معتمد لزيارة القصر',
        'تذاكر دخول القصر والتريانون محجوزة مسبقاً',
        'مياه معبأة على متن السيارة',
      ],
      notIncluded: ['الغداء والمشروبات', 'الإكراميات', 'المصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك أو عنوانك في وسط باريس',
    },
  },
  champagne: {
    fr: {
      title: 'Journée en Champagne',
      summary: 'La cathédrale de Reims, les crayères d’une grande maison et la dégustation chez un vigneron, avec déjeuner dans les vignes et chauffeur au volant.',
      description:
        'Une journée entre Reims et Épernay : la cathédrale où furent sacrés les rois de France, les caves de craie d’une grande maison de champagne et une dégustation chez un vigneron familial sur l’avenue de Champagne, avec un déjeuner au milieu des vignes. Votre chauffeur conduit : vous pouvez savourer chaque coupe.',
      duration: 'Journée complète',
      highlights: [
        'La cathédrale de Reims, où furent sacrés les rois de France',
        'Visite des caves de craie d’une grande maison de champagne',
        'Dégustation chez un vigneron familial à Épernay',
        'Déjeuner au milieu des vignes',
        'Un chauffeur au volant toute la journée',
      ],
      itinerary: [
        '08:30 - Prise en charge à votre hôtel ou à votre adresse à Paris',
        '10:00 - Arrivée à Reims et visite de la cathédrale',
        '11:30 - Visite des caves de craie d’une grande maison de champagne et dégustation',
        '13:00 - Déjeuner au milieu des vignes',
        '15:00 - Dégustation chez un vigneron familial sur l’avenue de Champagne à Épernay',
        '16:30 - Retour vers Paris',
      ],
      included: [
        'Chauffeur privé et véhicule pour toute la journée',
        'Prise en charge et retour à votre hôtel ou à votre adresse à Paris',
        'Visite de cave et dégustations prévues au programme, réservées à l’avance',
        'Eau minérale à bord',
      ],
      notIncluded: ['Déjeuner', 'Bouteilles achetées dans les caves', 'Pourboires et dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel ou à votre adresse à Paris',
    },
    en: {
      title: 'Champagne Day Trip',
      summary: 'Reims Cathedral, the chalk cellars of a great house and a family grower’s tasting, with lunch in the vineyards and a chauffeur at the wheel.',
      description:
        'A day in Reims and Épernay: the cathedral where French kings were crowned, the chalk cellars of a great champagne house, and a tasting with a family grower on the Avenue de Champagne, with lunch among the vineyards. Your chauffeur drives, so you can enjoy every glass.',
      duration: 'Full day',
      highlights: [
        'Reims Cathedral, where the kings of France were crowned',
        'A tour of the chalk cellars of a great champagne house',
        'A tasting with a family grower in Épernay',
        'Lunch among the vineyards',
        'A chauffeur at the wheel all day',
      ],
      itinerary: [
        '08:30 - Pick-up from your hotel or address in Paris',
        '10:00 - Arrival in Reims and visit of the cathedral',
        '11:30 - Tour of the chalk cellars of a great champagne house, with a tasting',
        '13:00 - Lunch among the vineyards',
        '15:00 - Tasting with a family grower on the Avenue de Champagne in Épernay',
        '16:30 - Return drive to Paris',
      ],
      included: [
        'Private chauffeur and vehicle for the whole day',
        'Pick-up and drop-off at your hotel or address in Paris',
        'Cellar tour and tastings on the programme, booked in advance',
        'Bottled water on board',
      ],
      notIncluded: ['Lunch', 'Bottles bought at the cellars', 'Tips and personal expenses'],
      meetingPoint: 'Pick-up from your hotel or address in Paris',
    },
    ar: {
      title: 'رحلة يوم إلى منطقة شامبانيا',
      summary: 'كاتدرائية ريمس، والأقبية الطباشيرية لإحدى الدور العريقة، وجلسة تذوق لدى منتج عائلي، مع غداء بين الكروم وسائق يتولى القيادة.',
      description:
        'يوم بين ريمس وإيبرناي: الكاتدرائية التي تُوّج فيها ملوك فرنسا، والأقبية الطباشيرية لإحدى دور الشمبانيا العريقة، وجلسة تذوق لدى منتج عائلي في جادة الشمبانيا، مع غداء بين الكروم. سائقك يتولى القيادة، فتستمتع بكل كأس براحة تامة.',
      duration: 'يوم كامل',
      highlights: [
        'كاتدرائية ريمس، حيث تُوّج ملوك فرنسا',
        'جولة في الأقبية الطباشيرية لإحدى دور الشمبانيا العريقة',
        'جلسة تذوق لدى منتج عائلي في إيبرناي',
        'غداء بين الكروم',
        'سائق يتولى القيادة طوال اليوم',
      ],
      itinerary: [
        '08:30 - الاستقبال من فندقك أو عنوانك في باريس',
        '10:00 - الوصول إلى ريمس وزيارة الكاتدرائية',
        '11:30 - جولة في الأقبية الطباشيرية لإحدى دور الشمبانيا العريقة مع جلسة تذوق',
        '13:00 - غداء بين الكروم',
        '15:00 - جلسة تذوق لدى منتج عائلي في جادة الشمبانيا بإيبرناي',
        '16:30 - العودة إلى باريس',
      ],
      included: [
        'سائق خاص وسيارة طوال اليوم',
        'الاستقبال من فندقك أو عنوانك في باريس والعودة إليه',
        'جولة الأقبية وجلسات التذوق المدرجة في البرنامج، محجوزة مسبقاً',
        'مياه معبأة على متن السيارة',
      ],
      notIncluded: ['الغداء', 'الزجاجات التي تشتريها من الأقبية', 'الإكراميات والمصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك أو عنوانك في باريس',
    },
  },
  loireValley: {
    fr: {
      title: 'Châteaux de la Loire',
      summary: 'Une journée en petit groupe à Chambord et Chenonceau, avec déjeuner à Amboise, à bord d’un minivan confortable depuis le centre de Paris.',
      description:
        'Rejoignez un petit groupe pour une journée parmi les châteaux royaux de la Loire : Chambord et son escalier à double révolution, Chenonceau enjambant le Cher, et une halte à Amboise pour le déjeuner. Minivan confortable, commentaires en chemin et prise en charge à votre hôtel dans le centre de Paris.',
      duration: 'Journée complète',
      highlights: [
        'Chambord et son escalier à double révolution',
        'Chenonceau, le château qui enjambe le Cher',
        'Halte déjeuner à Amboise',
        'Petit groupe à bord d’un minivan confortable',
        'Commentaires tout au long de la route',
      ],
      itinerary: [
        '07:45 - Prise en charge à votre hôtel dans le centre de Paris',
        '10:30 - Visite du château de Chambord',
        '13:00 - Halte déjeuner à Amboise',
        '15:00 - Visite du château de Chenonceau',
        '17:00 - Retour vers Paris',
      ],
      included: [
        'Transport en minivan confortable avec un chauffeur professionnel',
        'Prise en charge et retour à votre hôtel dans le centre de Paris',
        'Commentaires pendant le trajet',
        'Eau minérale à bord',
      ],
      notIncluded: ['Billets d’entrée des châteaux', 'Déjeuner à Amboise', 'Pourboires et dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel dans le centre de Paris',
    },
    en: {
      title: 'Loire Valley Châteaux',
      summary: 'A small-group day to Chambord and Chenonceau, with lunch in Amboise, in a comfortable minivan from central Paris.',
      description:
        'Join a small group for a day among the royal châteaux of the Loire: Chambord and its double-helix staircase, Chenonceau spanning the river Cher, and a stop in Amboise for lunch. Comfortable minivan, commentary on the way and hotel pick-up in central Paris.',
      duration: 'Full day',
      highlights: [
        'Chambord and its double-helix staircase',
        'Chenonceau, the château spanning the river Cher',
        'Lunch stop in Amboise',
        'A small group in a comfortable minivan',
        'Commentary all along the way',
      ],
      itinerary: [
        '07:45 - Pick-up from your hotel in central Paris',
        '10:30 - Visit of the Château de Chambord',
        '13:00 - Lunch stop in Amboise',
        '15:00 - Visit of the Château de Chenonceau',
        '17:00 - Return drive to Paris',
      ],
      included: [
        'Transport by comfortable minivan with a professional chauffeur',
        'Pick-up and drop-off at your hotel in central Paris',
        'Commentary on the way',
        'Bottled water on board',
      ],
      notIncluded: ['Château entrance tickets', 'Lunch in Amboise', 'Tips and personal expenses'],
      meetingPoint: 'Pick-up from your hotel in central Paris',
    },
    ar: {
      title: 'قصور وادي اللوار',
      summary: 'يوم مع مجموعة صغيرة في قصري شامبور وشينونسو، مع غداء في أمبواز، على متن حافلة صغيرة مريحة من وسط باريس.',
      description:
        'انضم إلى مجموعة صغيرة لتمضي يوماً بين القصور الملكية في وادي اللوار: قصر شامبور وسلّمه الحلزوني المزدوج، وقصر شينونسو الممتد فوق نهر الشير، ثم توقف في أمبواز لتناول الغداء. حافلة صغيرة مريحة، وشروح على الطريق، واستقبال من فندقك في وسط باريس.',
      duration: 'يوم كامل',
      highlights: [
        'قصر شامبور وسلّمه الحلزوني المزدوج',
        'قصر شينونسو الممتد فوق نهر الشير',
        'توقف لتناول الغداء في أمبواز',
        'مجموعة صغيرة على متن حافلة صغيرة مريحة',
        'شروح طوال الطريق',
      ],
      itinerary: [
        '07:45 - الاستقبال من فندقك في وسط باريس',
        '10:30 - زيارة قصر شامبور',
        '13:00 - توقف لتناول الغداء في أمبواز',
        '15:00 - زيارة قصر شينونسو',
        '17:00 - العودة إلى باريس',
      ],
      included: [
        'التنقل بحافلة صغيرة مريحة مع سائق محترف',
        'الاستقبال من فندقك في وسط باريس والعودة إليه',
        'شروح خلال الطريق',
        'مياه معبأة على متن الحافلة',
      ],
      notIncluded: ['تذاكر دخول القصور', 'الغداء في أمبواز', 'الإكراميات والمصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك في وسط باريس',
    },
  },
  parisHighlights: {
    fr: {
      title: 'Les incontournables de Paris',
      summary: 'Quatre heures en privé à travers le Paris essentiel, de la tour Eiffel à Montmartre, avec des arrêts photo aux plus beaux points de vue.',
      description:
        'L’essentiel de Paris en un après-midi : la tour Eiffel, les Champs-Élysées et l’Arc de Triomphe, Notre-Dame et le Quartier latin, le Louvre et Montmartre, avec des arrêts photo là où les vues sont les plus belles et un chauffeur qui connaît tous les raccourcis.',
      duration: '4 heures',
      highlights: [
        'Arrêt photo face à la tour Eiffel',
        'Les Champs-Élysées et l’Arc de Triomphe',
        'Notre-Dame et le Quartier latin',
        'Le Louvre et Montmartre',
      ],
      itinerary: [
        '14:00 - Prise en charge à votre hôtel ou à votre adresse à Paris',
        '14:20 - La tour Eiffel depuis le Trocadéro, arrêt photo',
        '15:00 - Les Champs-Élysées et l’Arc de Triomphe',
        '15:45 - Le Louvre, puis Notre-Dame et le Quartier latin',
        '16:45 - Montmartre et sa vue sur Paris',
        '18:00 - Retour à votre hôtel ou à l’adresse de votre choix',
      ],
      included: [
        'Chauffeur privé et véhicule pendant 4 heures',
        'Prise en charge et dépose partout dans le centre de Paris',
        'Arrêts photo en chemin',
        'Eau minérale à bord',
      ],
      notIncluded: ['Billets d’entrée des monuments et musées', 'Pourboires et dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel ou à votre adresse dans le centre de Paris',
    },
    en: {
      title: 'Paris City Highlights',
      summary: 'Four private hours through the essential Paris, from the Eiffel Tower to Montmartre, with photo stops at the best viewpoints.',
      description:
        'The essential Paris in one afternoon: the Eiffel Tower, the Champs-Élysées and the Arc de Triomphe, Notre-Dame and the Latin Quarter, the Louvre and Montmartre, with photo stops where the views are best and a chauffeur who knows every shortcut.',
      duration: '4 hours',
      highlights: [
        'A photo stop facing the Eiffel Tower',
        'The Champs-Élysées and the Arc de Triomphe',
        'Notre-Dame and the Latin Quarter',
        'The Louvre and Montmartre',
      ],
      itinerary: [
        '14:00 - Pick-up from your hotel or address in Paris',
        '14:20 - The Eiffel Tower from the Trocadéro, photo stop',
        '15:00 - The Champs-Élysées and the Arc de Triomphe',
        '15:45 - The Louvre, then Notre-Dame and the Latin Quarter',
        '16:45 - Montmartre and its view over Paris',
        '18:00 - Drop-off at your hotel or an address of your choice',
      ],
      included: [
        'Private chauffeur and vehicle for 4 hours',
        'Pick-up and drop-off anywhere in central Paris',
        'Photo stops along the way',
        'Bottled water on board',
      ],
      notIncluded: ['Entrance tickets to monuments and museums', 'Tips and personal expenses'],
      meetingPoint: 'Pick-up from your hotel or address in central Paris',
    },
    ar: {
      title: 'أبرز معالم باريس',
      summary: 'أربع ساعات خاصة بين أهم معالم باريس، من برج إيفل إلى مونمارتر، مع توقفات لالتقاط الصور عند أجمل الإطلالات.',
      description:
        'أهم ما في باريس خلال فترة ما بعد الظهر: برج إيفل، وجادة الشانزليزيه وقوس النصر، وكاتدرائية نوتردام والحي اللاتيني، ومتحف اللوفر وحي مونمارتر، مع توقفات لالتقاط الصور حيث أجمل المناظر، وسائق يعرف كل الطرق المختصرة.',
      duration: '4 ساعات',
      highlights: [
        'توقف لالتقاط الصور أمام برج إيفل',
        'جادة الشانزليزيه وقوس النصر',
        'كاتدرائية نوتردام والحي اللاتيني',
        'متحف اللوفر وحي مونمارتر',
      ],
      itinerary: [
        '14:00 - الاستقبال من فندقك أو عنوانك في باريس',
        '14:20 - برج إيفل من ساحة تروكاديرو وتوقف لالتقاط الصور',
        '15:00 - جادة الشانزليزيه وقوس النصر',
        '15:45 - متحف اللوفر، ثم كاتدرائية نوتردام والحي اللاتيني',
        '16:45 - حي مونمارتر وإطلالته على باريس',
        '18:00 - العودة إلى فندقك أو إلى العنوان الذي تختاره',
      ],
      included: [
        'سائق خاص وسيارة لمدة 4 ساعات',
        'الاستقبال والتوصيل في أي مكان بوسط باريس',
        'توقفات لالتقاط الصور على الطريق',
        'مياه معبأة على متن السيارة',
      ],
      notIncluded: ['تذاكر دخول المعالم والمتاحف', 'الإكراميات والمصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك أو عنوانك في وسط باريس',
    },
  },
  giverny: {
    fr: {
      title: 'Giverny et les jardins de Monet',
      summary: 'Une demi-journée en petit groupe dans la maison et les jardins de Monet à Giverny, ses nymphéas et son pont japonais, d’avril à octobre.',
      description:
        'Suivez Claude Monet jusqu’à Giverny, à une heure de Paris : sa maison rose, le jardin fleuri du Clos normand et le jardin d’eau, avec son pont japonais et ses nymphéas. En petit groupe, d’avril à octobre, lorsque les jardins sont ouverts.',
      duration: '5 heures',
      highlights: [
        'La maison rose de Claude Monet',
        'Le jardin fleuri du Clos normand',
        'Le jardin d’eau, le pont japonais et les nymphéas',
        'En petit groupe, à une heure de Paris',
      ],
      itinerary: [
        '08:30 - Prise en charge à votre hôtel dans le centre de Paris',
        '09:30 - Arrivée à Giverny',
        '09:45 - Visite de la maison de Monet et du Clos normand',
        '11:00 - Le jardin d’eau et le pont japonais',
        '12:30 - Retour vers Paris',
      ],
      included: [
        'Transport en minivan confortable avec un chauffeur professionnel',
        'Prise en charge et retour à votre hôtel dans le centre de Paris',
        'Eau minérale à bord',
      ],
      notIncluded: ['Billets d’entrée de la maison et des jardins de Monet', 'Repas et boissons', 'Pourboires'],
      meetingPoint: 'Prise en charge à votre hôtel dans le centre de Paris',
    },
    en: {
      title: 'Giverny & Monet’s Gardens',
      summary: 'A small-group half day at Monet’s house and gardens in Giverny, with the water lilies and the Japanese bridge, from April to October.',
      description:
        'Follow Claude Monet to Giverny, an hour from Paris: his pink house, the flower garden of the Clos Normand and the water garden with its Japanese bridge and water lilies. Shared with a small group, from April to October when the gardens are open.',
      duration: '5 hours',
      highlights: [
        'Claude Monet’s pink house',
        'The flower garden of the Clos Normand',
        'The water garden, the Japanese bridge and the water lilies',
        'A small group, an hour from Paris',
      ],
      itinerary: [
        '08:30 - Pick-up from your hotel in central Paris',
        '09:30 - Arrival in Giverny',
        '09:45 - Visit of Monet’s house and the Clos Normand',
        '11:00 - The water garden and the Japanese bridge',
        '12:30 - Return drive to Paris',
      ],
      included: [
        'Transport by comfortable minivan with a professional chauffeur',
        'Pick-up and drop-off at your hotel in central Paris',
        'Bottled water on board',
      ],
      notIncluded: ['Entrance tickets to Monet’s house and gardens', 'Meals and drinks', 'Tips'],
      meetingPoint: 'Pick-up from your hotel in central Paris',
    },
    ar: {
      title: 'جيفرني وحدائق مونيه',
      summary: 'نصف يوم مع مجموعة صغيرة في بيت مونيه وحدائقه في جيفرني، بين زنابق الماء والجسر الياباني، من أبريل إلى أكتوبر.',
      description:
        'سر على خطى كلود مونيه إلى جيفرني، على بعد ساعة من باريس: بيته الوردي، وحديقة الزهور «كلو نورمان»، والحديقة المائية بجسرها الياباني وزنابق الماء. جولة مشتركة مع مجموعة صغيرة، من أبريل إلى أكتوبر حين تكون الحدائق مفتوحة.',
      duration: '5 ساعات',
      highlights: [
        'بيت كلود مونيه الوردي',
        'حديقة الزهور «كلو نورمان»',
        'الحديقة المائية والجسر الياباني وزنابق الماء',
        'مجموعة صغيرة، على بعد ساعة من باريس',
      ],
      itinerary: [
        '08:30 - الاستقبال من فندقك في وسط باريس',
        '09:30 - الوصول إلى جيفرني',
        '09:45 - زيارة بيت مونيه وحديقة «كلو نورمان»',
        '11:00 - الحديقة المائية والجسر الياباني',
        '12:30 - العودة إلى باريس',
      ],
      included: [
        'التنقل بحافلة صغيرة مريحة مع سائق محترف',
        'الاستقبال من فندقك في وسط باريس والعودة إليه',
        'مياه معبأة على متن الحافلة',
      ],
      notIncluded: ['تذاكر دخول بيت مونيه وحدائقه', 'الوجبات والمشروبات', 'الإكراميات'],
      meetingPoint: 'الاستقبال من فندقك في وسط باريس',
    },
  },
  sidiBouSaid: {
    fr: {
      title: 'Sidi Bou Saïd et Carthage',
      summary: 'Une journée privée depuis Tunis ou Gammarth : les ruines de Carthage, les mosaïques du Bardo et un thé à la menthe dans le bleu et blanc de Sidi Bou Saïd.',
      description:
        'De votre hôtel à Tunis ou à Gammarth jusqu’aux ruines de Carthage, aux thermes d’Antonin au bord de la mer et aux mosaïques du Bardo, puis jusqu’au village blanc et bleu de Sidi Bou Saïd pour un thé à la menthe au Café des Délices, face au golfe.',
      duration: '6 heures',
      highlights: [
        'Les ruines de Carthage et les thermes d’Antonin au bord de la mer',
        'Les mosaïques romaines du musée du Bardo',
        'Le village blanc et bleu de Sidi Bou Saïd',
        'Un thé à la menthe au Café des Délices, face au golfe',
      ],
      itinerary: [
        '09:00 - Prise en charge à votre hôtel à Tunis ou à Gammarth',
        '09:30 - Les ruines de Carthage et les thermes d’Antonin au bord de la mer',
        '11:30 - Les mosaïques du musée du Bardo',
        '13:30 - Sidi Bou Saïd : promenade dans le village et thé à la menthe au Café des Délices',
        '15:00 - Retour à votre hôtel',
      ],
      included: [
        'Chauffeur privé et véhicule climatisé',
        'Prise en charge et retour à votre hôtel à Tunis ou à Gammarth',
        'Eau minérale à bord',
      ],
      notIncluded: ['Billets d’entrée des sites et du musée', 'Déjeuner et boissons', 'Pourboires et dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel à Tunis ou à Gammarth',
    },
    en: {
      title: 'Sidi Bou Said & Carthage',
      summary: 'A private day from Tunis or Gammarth: the ruins of Carthage, the Bardo’s mosaics and mint tea in blue-and-white Sidi Bou Said.',
      description:
        'From your hotel in Tunis or Gammarth to the ruins of Carthage, the Antonine Baths by the sea and the Bardo’s mosaics, then up to the blue and white village of Sidi Bou Said for mint tea at the Café des Délices overlooking the gulf.',
      duration: '6 hours',
      highlights: [
        'The ruins of Carthage and the Antonine Baths by the sea',
        'The Roman mosaics of the Bardo Museum',
        'The blue and white village of Sidi Bou Said',
        'Mint tea at the Café des Délices overlooking the gulf',
      ],
      itinerary: [
        '09:00 - Pick-up from your hotel in Tunis or Gammarth',
        '09:30 - The ruins of Carthage and the Antonine Baths by the sea',
        '11:30 - The mosaics of the Bardo Museum',
        '13:30 - Sidi Bou Said: a stroll through the village and mint tea at the Café des Délices',
        '15:00 - Drop-off at your hotel',
      ],
      included: [
        'Private chauffeur and air-conditioned vehicle',
        'Pick-up and drop-off at your hotel in Tunis or Gammarth',
        'Bottled water on board',
      ],
      notIncluded: ['Entrance tickets to the sites and the museum', 'Lunch and drinks', 'Tips and personal expenses'],
      meetingPoint: 'Pick-up from your hotel in Tunis or Gammarth',
    },
    ar: {
      title: 'سيدي بوسعيد وقرطاج',
      summary: 'يوم خاص انطلاقاً من تونس العاصمة أو قمرت: أطلال قرطاج، وفسيفساء متحف باردو، وشاي بالنعناع في سيدي بوسعيد بلونيها الأبيض والأزرق.',
      description:
        'من فندقك في تونس العاصمة أو قمرت إلى أطلال قرطاج، وحمامات أنطونيوس على شاطئ البحر، وفسيفساء متحف باردو، ثم صعوداً إلى قرية سيدي بوسعيد بلونيها الأبيض والأزرق لاحتساء الشاي بالنعناع في مقهى «دي ديليس» المطل على الخليج.',
      duration: '6 ساعات',
      highlights: [
        'أطلال قرطاج وحمامات أنطونيوس على شاطئ البحر',
        'الفسيفساء الرومانية في متحف باردو',
        'قرية سيدي بوسعيد بلونيها الأبيض والأزرق',
        'شاي بالنعناع في مقهى «دي ديليس» المطل على الخليج',
      ],
      itinerary: [
        '09:00 - الاستقبال من فندقك في تونس العاصمة أو قمرت',
        '09:30 - أطلال قرطاج وحمامات أنطونيوس على شاطئ البحر',
        '11:30 - فسيفساء متحف باردو',
        '13:30 - سيدي بوسعيد: جولة في أزقة القرية وشاي بالنعناع في مقهى «دي ديليس»',
        '15:00 - العودة إلى فندقك',
      ],
      included: [
        'سائق خاص وسيارة مكيفة',
        'الاستقبال من فندقك في تونس العاصمة أو قمرت والعودة إليه',
        'مياه معبأة على متن السيارة',
      ],
      notIncluded: ['تذاكر دخول المواقع والمتحف', 'الغداء والمشروبات', 'الإكراميات والمصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك في تونس العاصمة أو قمرت',
    },
  },
  frenchRiviera: {
    fr: {
      title: 'Côte d’Azur : Nice, Èze et Monaco',
      summary: 'Une journée privée sur les Corniches, de Nice au village perché d’Èze et à Monaco, au départ de votre hôtel ou de l’aéroport de Nice.',
      description:
        'Le long des Corniches au départ de Nice : la promenade des Anglais et la vieille ville, le village perché d’Èze et son jardin exotique, puis Monaco, avec le palais princier, la place du Casino et le port. Prise en charge à votre hôtel ou à l’aéroport Nice Côte d’Azur.',
      duration: '8 heures',
      highlights: [
        'La promenade des Anglais et la vieille ville de Nice',
        'Le village perché d’Èze et son jardin exotique',
        'Le palais princier de Monaco',
        'La place du Casino et le port',
        'La mer à perte de vue le long des Corniches',
      ],
      itinerary: [
        '09:00 - Prise en charge à votre hôtel à Nice ou à l’aéroport Nice Côte d’Azur',
        '09:30 - La promenade des Anglais et la vieille ville de Nice',
        '11:30 - Par la Moyenne Corniche jusqu’à Èze, son village perché et son jardin exotique',
        '13:00 - Monaco : le palais princier et la vieille ville',
        '15:00 - La place du Casino et le port',
        '16:30 - Retour par la côte jusqu’à votre hôtel',
      ],
      included: [
        'Chauffeur privé et véhicule pendant 8 heures',
        'Prise en charge et retour à votre hôtel à Nice ou à l’aéroport Nice Côte d’Azur',
        'Eau minérale à bord',
      ],
      notIncluded: ['Entrées du jardin exotique et du palais princier', 'Déjeuner et boissons', 'Pourboires et dépenses personnelles'],
      meetingPoint: 'Prise en charge à votre hôtel à Nice ou à l’aéroport Nice Côte d’Azur',
    },
    en: {
      title: 'French Riviera: Nice, Èze & Monaco',
      summary: 'A private day along the Corniches from Nice to the perched village of Èze and Monaco, from your hotel or Nice airport.',
      description:
        'Along the Corniches from Nice: the Promenade des Anglais and the old town, the perched village of Èze and its exotic garden, then Monaco, with the Prince’s Palace, the Casino square and the harbour. Pick-up from your hotel or from Nice Côte d’Azur Airport.',
      duration: '8 hours',
      highlights: [
        'The Promenade des Anglais and the old town of Nice',
        'The perched village of Èze and its exotic garden',
        'The Prince’s Palace in Monaco',
        'The Casino square and the harbour',
        'Sea views all along the Corniches',
      ],
      itinerary: [
        '09:00 - Pick-up from your hotel in Nice or at Nice Côte d’Azur Airport',
        '09:30 - The Promenade des Anglais and the old town of Nice',
        '11:30 - Along the Middle Corniche to Èze, its perched village and exotic garden',
        '13:00 - Monaco: the Prince’s Palace and the old town',
        '15:00 - The Casino square and the harbour',
        '16:30 - Return along the coast to your hotel',
      ],
      included: [
        'Private chauffeur and vehicle for 8 hours',
        'Pick-up and drop-off at your hotel in Nice or at Nice Côte d’Azur Airport',
        'Bottled water on board',
      ],
      notIncluded: ['Entrance to the exotic garden and the Prince’s Palace', 'Lunch and drinks', 'Tips and personal expenses'],
      meetingPoint: 'Pick-up from your hotel in Nice or at Nice Côte d’Azur Airport',
    },
    ar: {
      title: 'الريفييرا الفرنسية: نيس وإيز وموناكو',
      summary: 'يوم خاص على طرق الكورنيش من نيس إلى قرية إيز المعلقة وموناكو، انطلاقاً من فندقك أو من مطار نيس.',
      description:
        'على امتداد طرق الكورنيش انطلاقاً من نيس: متنزه الإنجليز والمدينة القديمة، وقرية إيز المعلقة على الصخور وحديقتها الاستوائية، ثم موناكو بقصر الأمير وساحة الكازينو والميناء. الاستقبال من فندقك أو من مطار نيس كوت دازور.',
      duration: '8 ساعات',
      highlights: [
        'متنزه الإنجليز والمدينة القديمة في نيس',
        'قرية إيز المعلقة على الصخور وحديقتها الاستوائية',
        'قصر الأمير في موناكو',
        'ساحة الكازينو والميناء',
        'إطلالات بحرية على امتداد طرق الكورنيش',
      ],
      itinerary: [
        '09:00 - الاستقبال من فندقك في نيس أو من مطار نيس كوت دازور',
        '09:30 - متنزه الإنجليز والمدينة القديمة في نيس',
        '11:30 - عبر الكورنيش الأوسط إلى إيز، قريتها المعلقة وحديقتها الاستوائية',
        '13:00 - موناكو: قصر الأمير والمدينة القديمة',
        '15:00 - ساحة الكازينو والميناء',
        '16:30 - العودة على طول الساحل إلى فندقك',
      ],
      included: [
        'سائق خاص وسيارة لمدة 8 ساعات',
        'الاستقبال والتوصيل في فندقك بنيس أو في مطار نيس كوت دازور',
        'مياه معبأة على متن السيارة',
      ],
      notIncluded: ['رسوم دخول الحديقة الاستوائية وقصر الأمير', 'الغداء والمشروبات', 'الإكراميات والمصاريف الشخصية'],
      meetingPoint: 'الاستقبال من فندقك في نيس أو من مطار نيس كوت دازور',
    },
  },
};
