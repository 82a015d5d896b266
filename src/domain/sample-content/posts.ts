// The sample blog posts' visitor-facing texts in French, English and Arabic (the seed's catalogue).

import type { Texts } from './cars';

export interface PostTexts {
  title: string;
  excerpt: string;
  /** Paragraphs, joined with a blank line by the seed. */
  paragraphs: string[];
  /** '5 min read' / '5 min de lecture' / 'قراءة في 5 دقائق' */
  readTime: string;
}

export const POST_TEXTS: Record<'airportTransferTips' | 'hiddenParis' | 'tunisiaGuide' | 'rivieraRoadTrip' | 'businessTravel' | 'brusselsWeekend' | 'wineTasting', Texts<PostTexts>> = {
  airportTransferTips: {
    fr: {
      title: '10 conseils pour un transfert aéroport sans stress à Paris',
      excerpt:
        'Charles-de-Gaulle et Orly sont des aéroports très fréquentés. Un peu de préparation fait de votre arrivée le début serein de votre séjour : voici ce que recommandent nos chauffeurs.',
      paragraphs: [
        'Paris compte deux grands aéroports, Charles-de-Gaulle (CDG) au nord et Orly (ORY) au sud, chacun doté de plusieurs terminaux. Indiquez-nous toujours votre numéro de vol lors de la réservation : nous suivons votre vol en temps réel, si bien qu’un retard ou un atterrissage anticipé ne vous laisse jamais attendre.',
        'Votre chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom. Nous incluons quinze minutes d’attente gratuite après l’atterrissage pour les vols intérieurs, et davantage pour les vols internationaux, car la récupération des bagages et le contrôle des passeports peuvent prendre du temps.',
        'Précisez-nous le nombre de valises, de poussettes ou de sacs de golf. Une berline accueille confortablement trois valises moyennes ; au-delà, ou avec des objets encombrants, un van est plus agréable pour tout le monde.',
        'Vous voyagez avec de jeunes enfants ? Demandez un siège enfant ou un rehausseur lors de la réservation. Ils sont gratuits, mais nous devons le savoir à l’avance afin d’installer le siège adapté avant le départ.',
        'Gardez votre téléphone allumé après l’atterrissage. Si vous ne trouvez pas votre chauffeur, un message sur WhatsApp est le moyen le plus rapide de vous retrouver : nous répondons en français, en anglais et en arabe.',
        'Enfin, prévoyez de la marge pour le retour. Depuis le centre de Paris, comptez une heure jusqu’à Charles-de-Gaulle en dehors des heures de pointe, et quatre-vingt-dix minutes aux heures de pointe. Nous vous suggérerons une heure de prise en charge lors de la réservation.',
      ],
      readTime: '5 min de lecture',
    },
    en: {
      title: '10 Tips for a Stress-Free Airport Transfer in Paris',
      excerpt:
        'Charles de Gaulle and Orly are busy airports. A little preparation turns your arrival into the calm start of your stay: here is what our chauffeurs recommend.',
      paragraphs: [
        'Paris has two main airports, Charles de Gaulle (CDG) to the north and Orly (ORY) to the south, and each has several terminals. Always give us your flight number when you book: we follow your flight in real time, so a delay or an early landing never leaves you waiting.',
        'Your chauffeur waits for you in the arrivals hall with a name board. We include fifteen minutes of free waiting after landing for domestic flights and more for international ones, because baggage reclaim and passport control can take a while.',
        'Tell us how many suitcases, pushchairs or golf bags you have. A sedan takes three medium suitcases comfortably; beyond that, or with bulky items, a van is more pleasant for everyone.',
        'Travelling with young children? Ask for a child seat or a booster when you book. They are free, but we need to know in advance so the right seat is fitted before we leave.',
        'Keep your phone switched on after landing. If you cannot find your chauffeur, a message on WhatsApp is the quickest way to meet: we answer in French, English and Arabic.',
        'Finally, allow time on the way back. From central Paris, count an hour to Charles de Gaulle outside rush hour and ninety minutes at peak times. We will suggest a pick-up time when you book.',
      ],
      readTime: '5 min read',
    },
    ar: {
      title: '10 نصائح لتنقل مريح من المطار وإليه في باريس',
      excerpt:
        'مطارا شارل ديغول وأورلي من أكثر المطارات ازدحاماً، وقليل من التحضير يجعل وصولك بداية هادئة لإقامتك. إليك ما ينصح به سائقونا.',
      paragraphs: [
        'في باريس مطاران رئيسيان: مطار شارل ديغول (CDG) في الشمال ومطار أورلي (ORY) في الجنوب، ولكل منهما عدة مبانٍ للركاب. احرص دائماً على تزويدنا برقم رحلتك عند الحجز، فنحن نتابع رحلتك لحظة بلحظة، ولن يتركك تأخرها أو هبوطها المبكر في انتظار أبداً.',
        'ينتظرك سائقك في صالة الوصول حاملاً لوحة باسمك. ونمنحك خمس عشرة دقيقة من الانتظار المجاني بعد الهبوط في الرحلات الداخلية، ومدة أطول في الرحلات الدولية، لأن استلام الأمتعة والمرور بمراقبة الجوازات قد يستغرقان بعض الوقت.',
        'أخبرنا بعدد الحقائب وعربات الأطفال وحقائب الغولف التي معك. تتسع سيارة السيدان لثلاث حقائب متوسطة الحجم براحة، وإن زادت الأمتعة على ذلك أو كانت معك أغراض كبيرة الحجم، فالسيارة العائلية الكبيرة أكثر راحة للجميع.',
        'هل تسافر مع أطفال صغار؟ اطلب مقعداً للأطفال أو مقعداً رافعاً عند الحجز. هذه المقاعد مجانية، لكننا نحتاج إلى معرفة ذلك مسبقاً لتثبيت المقعد المناسب قبل الانطلاق.',
        'أبقِ هاتفك مشغّلاً بعد الهبوط. وإن لم تجد سائقك، فرسالة عبر واتساب هي أسرع وسيلة للقاء، ونحن نجيبك بالفرنسية والإنجليزية والعربية.',
        'وأخيراً، خصص وقتاً كافياً لرحلة العودة. فمن وسط باريس، احسب ساعة للوصول إلى مطار شارل ديغول خارج أوقات الذروة، وتسعين دقيقة في أوقات الذروة. وسنقترح عليك موعد الانطلاق المناسب عند الحجز.',
      ],
      readTime: 'قراءة في 5 دقائق',
    },
  },
  hiddenParis: {
    fr: {
      title: 'Paris secret : les lieux qui échappent à la plupart des visiteurs',
      excerpt:
        'Au-delà de la tour Eiffel et du Louvre, Paris cache des cours paisibles, des passages couverts et des rues aux airs de village. Nos chauffeurs partagent leurs détours préférés.',
      paragraphs: [
        'Chaque chauffeur possède sa carte secrète de Paris, tracée au fil des années passées à attendre ses clients et à prendre le chemin des écoliers. En voici quelques adresses.',
        'Les passages couverts du 2e arrondissement, comme la galerie Vivienne et le passage des Panoramas, étaient les centres commerciaux du XIXe siècle. Ils abritent aujourd’hui, sous leurs verrières, des librairies, des salons de thé et de vieux graveurs.',
        'Derrière la Bastille, la Coulée verte suit un ancien viaduc ferroviaire planté de rosiers et de bambous, bien au-dessus de la circulation. En contrebas, les arches abritent des ateliers d’artisans.',
        'La Butte-aux-Cailles, dans le 13e, a des airs de village : rues pavées, street art et petits bistrots où les Parisiens mangent vraiment. Demandez-nous de vous déposer en haut et de vous reprendre en bas.',
        'Et en fin de journée, la terrasse de l’Institut du monde arabe offre l’une des plus belles vues gratuites sur Notre-Dame et la Seine.',
      ],
      readTime: '6 min de lecture',
    },
    en: {
      title: 'Hidden Paris: Places Most Visitors Miss',
      excerpt:
        'Beyond the Eiffel Tower and the Louvre, Paris keeps quiet courtyards, covered passages and village streets. Our chauffeurs share their favourite detours.',
      paragraphs: [
        'Every chauffeur has a private map of Paris, built over years of waiting for clients and taking the scenic way round. Here are a few places from ours.',
        'The covered passages of the 2nd arrondissement, such as Galerie Vivienne and Passage des Panoramas, were the shopping malls of the nineteenth century. Today they hold bookshops, tea rooms and old engravers under glass roofs.',
        'Behind the Bastille, the Coulée Verte runs along an old railway viaduct, planted with roses and bamboo, high above the traffic. Below, the arches house craftsmen’s workshops.',
        'The Butte-aux-Cailles, in the 13th, feels like a village: cobbled streets, street art and small bistros where Parisians actually eat. Ask us to drop you at the top and pick you up at the bottom.',
        'And at the end of the day, the terrace of the Institut du Monde Arabe offers one of the finest free views over Notre-Dame and the Seine.',
      ],
      readTime: '6 min read',
    },
    ar: {
      title: 'باريس الخفية: أماكن يفوتها معظم الزوار',
      excerpt:
        'بعيداً عن برج إيفل ومتحف اللوفر، تخبئ باريس أفنية هادئة وممرات مسقوفة وشوارع لها طابع القرى. يشاركك سائقونا أحب المنعطفات إليهم.',
      paragraphs: [
        'لكل سائق خريطته الخاصة لباريس، رسمها على مدى سنوات من انتظار العملاء وسلوك الطرق الأجمل منظراً. إليك بعض الأماكن من خريطتنا.',
        'كانت الممرات المسقوفة في الدائرة الثانية، مثل رواق فيفيان وممر البانوراما، مراكز التسوق في القرن التاسع عشر. واليوم تضم تحت أسقفها الزجاجية مكتبات وصالونات شاي ومحلات نقّاشين قدامى.',
        'خلف ساحة الباستيل، يمتد الممشى الأخضر «كوليه فيرت» فوق جسر قديم للسكك الحديدية تزينه الورود والخيزران، عالياً فوق حركة السير. وتحته، تحتضن الأقواس ورش الحرفيين.',
        'يبدو حي «بوت أو كاي» في الدائرة الثالثة عشرة وكأنه قرية صغيرة: شوارع مرصوفة بالحجارة، وجداريات فن الشارع، ومطاعم صغيرة يرتادها الباريسيون فعلاً. اطلب منا أن نوصلك إلى أعلى التلة وأن نستقبلك عند أسفلها.',
        'وفي نهاية اليوم، يطل سطح معهد العالم العربي على واحد من أجمل المناظر المجانية لكاتدرائية نوتردام ونهر السين.',
      ],
      readTime: 'قراءة في 6 دقائق',
    },
  },
  tunisiaGuide: {
    fr: {
      title: 'La Tunisie au-delà des plages : le guide d’un chauffeur',
      excerpt:
        'Des ruines de Carthage à la médina de Kairouan et aux portes du Sahara, la Tunisie récompense ceux qui s’aventurent à l’intérieur des terres. Comment organiser votre voyage, et pourquoi un chauffeur vous simplifie la vie.',
      paragraphs: [
        'La plupart des visiteurs atterrissent à Tunis-Carthage, Enfidha-Hammamet, Monastir ou Djerba-Zarzis et filent directement vers la côte. Les plages sont superbes, mais l’histoire du pays n’est qu’à quelques kilomètres.',
        'Autour de Tunis, Carthage et le musée du Bardo abritent certaines des plus belles mosaïques romaines au monde, et le village de Sidi Bou Saïd, tout en murs blancs et volets bleus, se découvre idéalement en fin d’après-midi.',
        'Plus au sud, la Grande Mosquée de Kairouan compte parmi les plus anciennes d’Afrique du Nord, et l’amphithéâtre romain d’El Jem est aussi impressionnant que le Colisée, pour une foule bien moindre.',
        'Les distances sont plus longues qu’il n’y paraît et la signalisation parfois rare. Un chauffeur qui connaît les routes, parle arabe et français et sait où s’arrêter pour déjeuner rend la journée bien plus sereine.',
        'Notre équipe tunisienne vous accueille dans chacun des quatre aéroports internationaux et peut organiser des circuits d’une ou de plusieurs journées, avec un guide professionnel et un véhicule climatisé.',
      ],
      readTime: '7 min de lecture',
    },
    en: {
      title: 'Tunisia Beyond the Beach: A Chauffeur’s Guide',
      excerpt:
        'From the ruins of Carthage to the medina of Kairouan and the gates of the Sahara, Tunisia rewards those who travel inland. How to plan it, and why a driver helps.',
      paragraphs: [
        'Most visitors land at Tunis-Carthage, Enfidha-Hammamet, Monastir or Djerba-Zarzis and head straight for the coast. The beaches are lovely, but the country’s history is a short drive away.',
        'Around Tunis, Carthage and the Bardo Museum hold some of the finest Roman mosaics in the world, and the village of Sidi Bou Said, all white walls and blue shutters, is best seen in the late afternoon.',
        'Further south, Kairouan’s Great Mosque is one of the oldest in North Africa, and the Roman amphitheatre of El Jem is as impressive as the Colosseum, with a fraction of the crowds.',
        'Distances are longer than they look and signposting can be sparse. A driver who knows the roads, speaks Arabic and French and can recommend where to stop for lunch makes the day far more relaxed.',
        'Our Tunisian team meets you at any of the four international airports and can arrange tours of a day or several, with a professional guide and an air-conditioned vehicle.',
      ],
      readTime: '7 min read',
    },
    ar: {
      title: 'تونس أبعد من الشواطئ: دليل بعيون سائق',
      excerpt:
        'من أطلال قرطاج إلى مدينة القيروان العتيقة وأبواب الصحراء الكبرى، تكافئ تونس من يتوغل في داخلها. كيف تخطط لرحلتك، ولماذا يسهّلها وجود سائق خاص.',
      paragraphs: [
        'يهبط معظم الزوار في مطارات تونس قرطاج أو النفيضة الحمامات أو المنستير أو جربة جرجيس، ثم يتوجهون مباشرة إلى الساحل. الشواطئ جميلة حقاً، لكن تاريخ البلاد لا يبعد سوى مسافة قصيرة بالسيارة.',
        'حول تونس العاصمة، تضم قرطاج ومتحف باردو بعضاً من أروع الفسيفساء الرومانية في العالم، أما قرية سيدي بوسعيد بجدرانها البيضاء ونوافذها الزرقاء، فأجمل ما تكون في آخر النهار.',
        'وإلى الجنوب، يُعد جامع القيروان الكبير، جامع عقبة بن نافع، من أقدم المساجد في شمال أفريقيا، ويضاهي مدرج الجم الروماني الكولوسيوم في روعته، مع زحام أقل بكثير.',
        'المسافات أطول مما تبدو، واللافتات على الطرق قليلة أحياناً. وسائق يعرف الطرق، ويتحدث العربية والفرنسية، ويدلّك على أفضل أماكن الغداء، يجعل يومك أكثر راحة بكثير.',
        'يستقبلك فريقنا في تونس في أي من المطارات الدولية الأربعة، ويمكنه تنظيم جولات ليوم واحد أو لعدة أيام، برفقة مرشد محترف وفي سيارة مكيفة.',
      ],
      readTime: 'قراءة في 7 دقائق',
    },
  },
  rivieraRoadTrip: {
    fr: {
      title: 'Le road trip idéal sur la Côte d’Azur',
      excerpt:
        'Trois Corniches, des villages perchés et le glamour de Monaco : comment passer une journée entre Nice et la frontière italienne sans vous battre pour une place de stationnement.',
      paragraphs: [
        'La côte entre Nice et Menton est parcourue par trois routes étagées à flanc de colline : la Basse Corniche au bord de la mer, la Moyenne Corniche qui traverse Èze et la Grande Corniche tout en haut. Chacune offre ses propres panoramas.',
        'Commencez tôt à Nice par le marché aux fleurs du cours Saleya, puis montez à Èze avant l’arrivée des autocars. Au sommet, le jardin exotique offre le plus beau panorama de toute la côte.',
        'À Monaco, marchez du palais princier à travers la vieille ville, puis descendez vers le port et la place du Casino. Votre chauffeur vous attend à proximité : inutile de chercher où vous garer.',
        'Sur le chemin du retour, arrêtez-vous à Villefranche-sur-Mer pour prendre un verre au bord de l’eau pendant que le soleil se couche sur le cap Ferrat.',
      ],
      readTime: '5 min de lecture',
    },
    en: {
      title: 'The Perfect French Riviera Road Trip',
      excerpt:
        'Three Corniches, perched villages and the glamour of Monaco: how to spend a day between Nice and the Italian border without fighting for a parking space.',
      paragraphs: [
        'The coast between Nice and Menton is crossed by three roads stacked on the hillside: the Lower Corniche along the sea, the Middle Corniche through Èze, and the Great Corniche high above. Each has its own views.',
        'Start early in Nice with the flower market of the Cours Saleya, then climb to Èze before the coaches arrive. The exotic garden at the top has the best panorama of the whole coast.',
        'In Monaco, walk from the Prince’s Palace through the old town, then down to the harbour and the Casino square. Your chauffeur waits nearby, so there is no need to search for parking.',
        'On the way back, stop at Villefranche-sur-Mer for a drink by the water as the sun goes down over Cap Ferrat.',
      ],
      readTime: '5 min read',
    },
    ar: {
      title: 'رحلة مثالية بالسيارة على الريفييرا الفرنسية',
      excerpt:
        'ثلاث طرق كورنيش، وقرى معلقة على التلال، وبريق موناكو: كيف تقضي يوماً بين نيس والحدود الإيطالية دون عناء البحث عن موقف للسيارة.',
      paragraphs: [
        'يعبر الساحل بين نيس ومانتون ثلاثة طرق متدرجة على سفوح التلال: الكورنيش السفلي بمحاذاة البحر، والكورنيش الأوسط مروراً بإيز، والكورنيش الكبير في الأعلى. ولكل منها إطلالاته الخاصة.',
        'ابدأ يومك باكراً في نيس بسوق الزهور في «كور ساليا»، ثم اصعد إلى إيز قبل وصول الحافلات السياحية. ومن الحديقة الاستوائية في قمتها تنفتح أجمل إطلالة على الساحل بأكمله.',
        'في موناكو، تمشَّ من قصر الأمير عبر المدينة القديمة، ثم انزل إلى الميناء وساحة الكازينو. سائقك ينتظرك على مقربة، فلا حاجة إلى البحث عن موقف.',
        'وفي طريق العودة، توقف في فيلفرانش سور مير لتحتسي مشروباً على الواجهة البحرية بينما تغرب الشمس فوق كاب فيرا.',
      ],
      readTime: 'قراءة في 5 دقائق',
    },
  },
  businessTravel: {
    fr: {
      title: 'Voyage d’affaires à Paris : pourquoi un chauffeur vous fait gagner du temps',
      excerpt:
        'Entre des rendez-vous à La Défense, un déjeuner dans le 8e et un train à la gare du Nord, un chauffeur dédié transforme les temps morts en temps de travail.',
      paragraphs: [
        'Une journée d’affaires à Paris, c’est souvent trois ou quatre adresses, à vingt minutes l’une de l’autre si la circulation le permet. Avec un chauffeur à votre disposition, la voiture vous attend devant chaque rendez-vous et vous ne faites jamais la queue pour un taxi.',
        'La banquette arrière devient un bureau : WiFi, chargeur pour votre téléphone et votre ordinateur portable, et un habitacle silencieux pour vos appels. Beaucoup de nos clients préparent leur rendez-vous suivant en chemin.',
        'La mise à disposition est facturée à l’heure, à un tarif clair, et chaque réservation donne lieu à une véritable facture avec TVA, prête pour votre note de frais.',
        'Pour les délégations et les roadshows, nous coordonnons plusieurs véhicules et chauffeurs, avec un interlocuteur unique pour l’ensemble du programme.',
      ],
      readTime: '4 min de lecture',
    },
    en: {
      title: 'Business Travel in Paris: Why a Chauffeur Saves You Time',
      excerpt:
        'Between meetings at La Défense, lunch in the 8th and a train from Gare du Nord, a dedicated chauffeur turns dead time into working time.',
      paragraphs: [
        'A business day in Paris often means three or four addresses, each twenty minutes apart if traffic allows. With a chauffeur at your disposal, the car waits outside every meeting and you never queue for a taxi.',
        'The back seat becomes an office: WiFi, a charger for your phone and laptop, and a quiet cabin for calls. Many of our clients prepare their next meeting on the way.',
        'Hourly hire is billed by the hour with a clear rate, and every booking comes with a proper invoice showing VAT, ready for your expense report.',
        'For delegations and roadshows, we coordinate several vehicles and drivers, with one contact person for the whole programme.',
      ],
      readTime: '4 min read',
    },
    ar: {
      title: 'رحلات العمل في باريس: لماذا يوفر لك السائق الخاص وقتك',
      excerpt:
        'بين اجتماعات في حي لا ديفانس، وغداء في الدائرة الثامنة، وقطار من محطة غار دو نور، يحوّل السائق المخصص لك الوقت الضائع إلى وقت عمل.',
      paragraphs: [
        'كثيراً ما يعني يوم العمل في باريس ثلاثة عناوين أو أربعة، يفصل بين كل منها عشرون دقيقة إن سمحت حركة السير. ومع سائق تحت تصرفك، تنتظرك السيارة أمام كل اجتماع، ولن تقف أبداً في طابور سيارات الأجرة.',
        'يتحول المقعد الخلفي إلى مكتب: إنترنت لاسلكي، وشاحن لهاتفك وحاسوبك المحمول، ومقصورة هادئة لمكالماتك. ويحضّر كثير من عملائنا اجتماعهم التالي في الطريق.',
        'تُحتسب خدمة السائق تحت الطلب بالساعة وفق سعر واضح، وتصدر مع كل حجز فاتورة نظامية تبيّن ضريبة القيمة المضافة، جاهزة لتقرير مصاريفك.',
        'وللوفود والجولات الترويجية، ننسّق عدة سيارات وسائقين، مع مسؤول تواصل واحد للبرنامج بأكمله.',
      ],
      readTime: 'قراءة في 4 دقائق',
    },
  },
  brusselsWeekend: {
    fr: {
      title: 'Un week-end à Bruxelles : de la Grand-Place aux ateliers de chocolat',
      excerpt:
        'Bruxelles n’est qu’à une heure et demie de Paris en train. Voici le programme d’un week-end tout en douceur, avec un chauffeur pour vous accueillir à Bruxelles-Midi.',
      paragraphs: [
        'Arrivez à Bruxelles-Midi un vendredi soir et laissez votre chauffeur vous conduire à votre hôtel près de la Grand-Place, qui n’est jamais aussi belle qu’illuminée la nuit.',
        'Le samedi, explorez les Galeries royales Saint-Hubert, puis le quartier du Sablon, ses antiquaires et ses chocolatiers. Plusieurs d’entre eux proposent des ateliers où vous confectionnerez vos propres pralines.',
        'L’après-midi, le musée Magritte et le musée des Instruments de musique ne sont qu’à quelques pas l’un de l’autre, et la vue depuis le Mont des Arts vaut bien la montée.',
        'Le dimanche, partez en voiture vers l’Atomium et les Serres royales de Laeken si elles sont ouvertes, ou vers Waterloo pour les amateurs d’histoire, avant votre train de retour vers Paris.',
      ],
      readTime: '6 min de lecture',
    },
    en: {
      title: 'A Weekend in Brussels: From the Grand-Place to Chocolate Workshops',
      excerpt:
        'Brussels is barely an hour and a half from Paris by train. Here is a relaxed weekend plan, with a chauffeur to meet you at Bruxelles-Midi.',
      paragraphs: [
        'Arrive at Bruxelles-Midi on a Friday evening and let your chauffeur take you to your hotel near the Grand-Place, which is at its most beautiful lit up at night.',
        'On Saturday, explore the Royal Galleries of Saint-Hubert, then the Sablon district with its antique dealers and chocolate makers. Several of them run workshops where you can make your own pralines.',
        'In the afternoon, the Magritte Museum and the Musical Instruments Museum are a short walk apart, and the view from the Mont des Arts is worth the climb.',
        'On Sunday, drive out to the Atomium and the Royal Greenhouses of Laeken if they are open, or to Waterloo for history lovers, before your train back to Paris.',
      ],
      readTime: '6 min read',
    },
    ar: {
      title: 'عطلة نهاية أسبوع في بروكسل: من الساحة الكبرى إلى ورش الشوكولاتة',
      excerpt:
        'لا تبعد بروكسل عن باريس سوى ساعة ونصف بالقطار. إليك برنامجاً لعطلة نهاية أسبوع هادئة، مع سائق يستقبلك في محطة بروكسل الجنوبية.',
      paragraphs: [
        'عند وصولك إلى محطة بروكسل الجنوبية مساء الجمعة، دع سائقك يقلّك إلى فندقك قرب الساحة الكبرى، التي تبدو في أبهى حللها حين تُضاء ليلاً.',
        'يوم السبت، استكشف أروقة سان أوبير الملكية، ثم حي السابلون بمحلات التحف وصانعي الشوكولاتة. ويقدم عدد منهم ورشاً تصنع فيها حلوى البرالين بنفسك.',
        'وبعد الظهر، لا يفصل متحف ماغريت عن متحف الآلات الموسيقية سوى بضع خطوات، والمنظر من تلة «مون دي زار» يستحق عناء الصعود.',
        'ويوم الأحد، انطلق بالسيارة إلى الأتوميوم والبيوت الزجاجية الملكية في لاكن إن كانت مفتوحة، أو إلى واترلو إن كنت من عشاق التاريخ، قبل قطار عودتك إلى باريس.',
      ],
      readTime: 'قراءة في 6 دقائق',
    },
  },
  wineTasting: {
    fr: {
      title: 'Champagne et Bourgogne : dégustations en voiture privée',
      excerpt:
        'Deux grandes régions viticoles à portée de Paris, et une seule règle qui compte : laissez quelqu’un d’autre conduire. Un guide provisoire de nos journées de dégustation.',
      paragraphs: [
        'Reims et Épernay sont à quatre-vingt-dix minutes de Paris ; la Côte de Beaune à un peu moins de trois heures. Les deux se prêtent parfaitement à une journée ou à un week-end de dégustation.',
        'En Champagne, les grandes maisons ouvrent leurs caves de craie à la visite, tandis que les petits vignerons vous reçoivent dans leur propre cuisine. Nous aimons mêler les deux.',
        'En Bourgogne, les villages de Meursault, Pommard et Beaune se succèdent le long de la route des Grands Crus, avec des dégustations tous les quelques kilomètres.',
        'Votre chauffeur connaît les domaines, garde vos achats en sécurité dans le coffre et veille à ce que vous rentriez à Paris l’esprit tranquille.',
      ],
      readTime: '4 min de lecture',
    },
    en: {
      title: 'Champagne and Burgundy: Wine Tasting by Private Car',
      excerpt:
        'Two great wine regions within reach of Paris, and the one rule that matters: let someone else drive. A draft guide to our tasting days.',
      paragraphs: [
        'Reims and Épernay are ninety minutes from Paris; the Côte de Beaune a little under three hours. Both are perfect for a day or a weekend of tasting.',
        'In Champagne, the great houses open their chalk cellars for tours, while small growers welcome you in their own kitchens. We like to mix both.',
        'In Burgundy, the villages of Meursault, Pommard and Beaune follow one another along the Route des Grands Crus, with tastings every few kilometres.',
        'Your chauffeur knows the estates, keeps your purchases safe in the boot and makes sure you get back to Paris relaxed.',
      ],
      readTime: '4 min read',
    },
    ar: {
      title: 'شامبانيا وبورغونيا: جولات تذوق النبيذ بسيارة خاصة',
      excerpt:
        'منطقتان عريقتان لإنتاج النبيذ على مقربة من باريس، وقاعدة واحدة لا غنى عنها: دع غيرك يتولى القيادة. مسودة دليل لأيام التذوق التي ننظمها.',
      paragraphs: [
        'تبعد ريمس وإيبرناي تسعين دقيقة عن باريس، وكوت دو بون أقل بقليل من ثلاث ساعات. وكلتاهما مثالية ليوم أو لعطلة نهاية أسبوع من التذوق.',
        'في منطقة شامبانيا، تفتح الدور الكبرى أقبيتها الطباشيرية للزوار، بينما يستقبلك صغار المنتجين في مطابخ بيوتهم. ونحب أن نجمع بين الاثنين.',
        'وفي بورغونيا، تتوالى قرى مورسو وبومار وبون على طريق الكروم الكبرى، مع محطات للتذوق كل بضعة كيلومترات.',
        'يعرف سائقك الضيعات جيداً، ويحفظ مشترياتك بأمان في صندوق السيارة، ويحرص على عودتك إلى باريس مرتاح البال.',
      ],
      readTime: 'قراءة في 4 دقائق',
    },
  },
};
