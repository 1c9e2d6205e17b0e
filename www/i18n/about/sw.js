// @ts-check
// Kiswahili: ukurasa wa kila mchezo (www/about/). Yale tu ambayo vyanzo vinasema.
export default {
  'about.title': 'Kuhusu {game}',
  'about.openLong': 'Kuhusu {game}: watu wake na historia yake',
  'about.rules': 'Kanuni za {game}',
  'about.section.people': 'Watu na mahali pake',
  'about.section.play': 'Unavyochezwa, na nani',
  'about.section.history': 'Kinachojulikana kuhusu historia yake',
  'about.section.names': 'Majina yake',
  'about.section.uncertain': 'Yasiyo na uhakika katika vyanzo',
  'about.section.sources': 'Vyanzo',
  'about.sources.works': 'Kazi ambazo chanzo chetu kinazitaja:',
  'about.sources.compiled': 'Chanzo chetu, kinachozitaja: Mancala World, “{article}”, makala ya wiki (bila tarehe).',
  'about.noTitle': 'jina la kazi halijatajwa katika chanzo chetu',
  'about.noYear': 'mwaka haujatajwa katika chanzo chetu',

  'about.giuthi.lead': 'Mancala ya Wakikuyu na Waembu wa Kenya ya kati, mtihani wa kuhesabu mbele: kila mwendelezo unarudi nyuma.',
  'about.giuthi.people': 'Giuthi ni mchezo wa jadi wa jamii za Wakikuyu na Waembu wa Kenya ya kati, chini ya Mlima Kenya.',
  'about.giuthi.play':
    'Giuthi ni mchezo wa wachungaji na wavulana wanaochunga ng’ombe na mbuzi: mashimo yake huchimbwa katika udongo uliokaushwa na jua au huchongwa katika mbao imara. Vipande ni mawe laini ya mtoni, mbegu ngumu za mti wa mubuthi (Caesalpinia volkensii), au matunda ya njano ya mtunguja (Solanum incanum). Safu mbili za mashimo 8 zenye mbegu 4 au 8 kila moja ndio ubao wa kawaida katika nchi ya Wakikuyu; mashimo 2 × 5 ni mchezo wa kwanza wa wachungaji, 2 × 6 ni ubao wa kawaida wa wanaoanza, na 2 × 10 wenye mbegu 9 kila shimo ni ubao mgumu wa kupunguza nguvu ya mchezaji hodari. Methali ya Kikuyu inafupisha mbinu zake: “Huwezi kuiba ng’ombe wa mtu mwingine bila kuingia katika ardhi yake!”',
  'about.giuthi.history':
    'Mtaalamu wa elimu ya jamii Mwingereza Granville St. John Orde Browne alieleza Giuthi rasmi kwa mara ya kwanza mwaka 1925, katika The Vanishing Tribes of Kenya. Elspeth Huxley, katika Red Strangers (1939), na mwindaji John A. Hunter, katika Tales of the African Frontier (1954), waliona kwamba kasi ya hesabu za wachezaji, na mwendelezo unaobadilisha mwelekeo, viliwashangaza watazamaji wa Ulaya. Mtaalamu Walter Driedger aliandika ubao wa mashimo 2 × 7 wenye mbegu 6 kila moja. Mwisho wa michezo ya Giuthi umekuwa mafumbo yaliyotungwa katika elimu ya mancala.',
  'about.giuthi.names': 'Giuthi maana yake “kugawa” au “kuweka” kwa Kikuyu. Wakikuyu wa kusini huyaita matunda ya mtunguja, yanayotumika kama vipande, ndongu.',
  'about.giuthi.uncertain':
    'Yaliyoandikwa kuhusu Giuthi yaliandikwa na watazamaji wa nje; jinsi ulivyochezwa kabla yao, na unapochezwa leo, vyanzo vyetu havisemi.',

  'about.kiothi.lead': 'Mancala ya Wameru wa Mlima Kenya: wapiganaji, boma zinazolindwa na magereza mawili.',
  'about.kiothi.people': 'Kiothi huchezwa na Wameru, wanaoishi kwenye miteremko ya kaskazini-mashariki ya Mlima Kenya.',
  'about.kiothi.play':
    'Huchezwa kwenye mbao kubwa za mti mgumu zenye urefu wa takriban sentimita 90 (inchi 36): safu mbili za mashimo kumi, boma, kati ya mabirika mawili makubwa pembeni, magereza. Vipande ni wapiganaji (njodthie), mara nyingi mbegu laini za kijivu za Caesalpinia bonduc. Ushindi kwa tofauti ya wapiganaji wawili hasa, “ushindi wa mpiganaji mmoja”, ni alama ya ustadi wa ajabu, na kwa jadi huthaminiwa kama ushindi wa kawaida mara mbili, na wakati mwingine hata mara kumi.',
  'about.kiothi.history':
    'Mtaalamu wa anthropolojia Bernardo Bernardi alichapisha kumbukumbu ya kwanza ya Kiothi katika utafiti wake The Mugwe, a Failing Prophet (1959). Mwaka 1972 Padre Andrew Botta aliripoti vilabu hai vya Kiothi katika misheni ya Materi, wilaya ya Tharaka. Kiothi kina nafasi ya pekee katika maisha ya kiibada ya Wameru: Mugwe, kiongozi mkuu wa kiroho wa Wameru, alitumia saa za mchana kukicheza. Kama mtaalamu Rodney Needham alivyoandika katika The Left Hand of the Mugwe, kanuni takatifu ilimtaka Mugwe kuficha mkono wake wa kushoto chini ya kitambaa wakati wote.',
  'about.kiothi.names':
    'Kiothi kinatokana na kitenzi cha Kimeru chenye maana ya “kuweka”. Mashimo ni boma, vipande ni njodthie, “wapiganaji”, na boma inayolindwa baada ya ufunguzi ni nki.',
  'about.kiothi.uncertain':
    'Masimulizi yanatofautiana kuhusu mwanzo: wapiganaji watano katika kila boma sita (30 kila upande), au tano (25 kila upande). Chanzo chetu hakitaji mwaka wa kazi ya Needham wala jina la ripoti za Botta.',

  'about.en-gehe.lead': 'Mancala kubwa ya Wamaasai wa kaskazini mwa Tanzania: safu mbili za hadi mashimo 50, huchezwa na timu.',
  'about.en-gehe.people': 'En Gehé ni mchezo wa asili wa Wamaasai wa Loitha na Kisonga, kaskazini mwa Tanzania.',
  'about.en-gehe.play':
    'Unajulikana kama mchezo wa rika la mashujaa, morani. Kwa jadi timu mbili za wanaume wanane huucheza pamoja, wakipima kila hatua kwa pamoja; wanawake hawachezi. Mashimo huchimbwa moja kwa moja ardhini, safu mbili za mashimo 40 hadi 50 yenye vipande 4 kila moja: vipande 320 hadi 400, vijiwe vya mtoni au mbegu za kichaka cha ol gulangulu (Caesalpinia bonduc). Kwa mashimo hadi 100 na vipande 400, ni mmoja wa michezo mikubwa zaidi ya jadi ya ubao duniani.',
  'about.en-gehe.history':
    'Mapokeo ya Kimaasai yanasema mchezo ulibuniwa na Sindillo, mwana wa Maitoumbe, mtu wa kwanza, ambaye inasemekana aliubuni katika uzee wake, baada ya kuleta asali katika chakula cha Wamaasai. Moritz Merker (1867–1908), afisa wa jeshi la ulinzi la kifalme (Kaiserliche Schutztruppe) katika Afrika Mashariki ya Kijerumani na mmoja wa waanzilishi wa elimu ya jamii ya Wamaasai, alichapisha maelezo ya kwanza ya Kizungu ya En Gehé mwaka 1904. Mtaalamu wa mancala Ralf Gering alichapisha utafiti maarufu wa mwisho wa mchezo kwenye ubao wa 2 × 50.',
  'about.en-gehe.names':
    'En Gehé, wingi ’n gehén. Shimo ni en gurtóto (wingi ’n gurtót), safu ni ol mátua (wingi el mátuan), kipande ni os soid (wingi es soido).',
  'about.en-gehe.uncertain': 'Chanzo chetu hakitaji jina la maelezo ya Merker, wala jina au mwaka wa utafiti wa Gering.',

  'about.hus.lead': 'Mancala ya safu nne ya Namibia, ambapo vipande ni ng’ombe na kila kuteka ni uvamizi wa kundi jingine.',
  'about.hus.people':
    'Hus huchezwa katika jamii nyingi za Namibia, miongoni mwao Wadamara, Wanama, Waherero, Wakwanyama, Wandonga, Wakwangari, Wambukushu, Washambyo na Wahaiǁom, na ni miongoni mwa burudani kuu za akili za kusini-magharibi mwa Afrika.',
  'about.hus.play':
    'Kila mchezaji, au kila timu, anamiliki safu mbili zilizo karibu naye, kwenye mbao za mashimo 8 hadi 16 kwa safu; mbao ndefu za mashimo 24 au zaidi ni za jadi kwa michezo ya timu. Mawe huonwa kama ng’ombe, hivyo kila kuteka ni uvamizi wa kundi la mpinzani. Huko Windhoek toleo maarufu la watoto linamtaka kila mchezaji kufungua kwa hatua maalum kabla ya mchezo huru.',
  'about.hus.history':
    'Kumbukumbu za Wazungu zinaanzia mwaka 1855, mmisionari wa Rhenish Johann Georg Krönlein alipoona mchezo huo katika Great Namaqualand. Hus unaonekana katika mapokeo simulizi kuhusu ǀGurihoeseb, babu wa kwanza katika visasili vya Wadamara, na zamani ulikuwa na uhusiano mtakatifu na sherehe za jamii za kuomba mvua.',
  'about.hus.names':
    'Katika tahajia sanifu ya Khoekhoegowab jina huandikwa ǁhūs; ǁ yake ni sauti ya kubofya ya pembeni, kama mbofyo wa mpanda farasi anapomhimiza farasi. Kusini mwa Afrika mchezo huitwa pia Xoros, Ogoro, Onjune, Owela, Otjitoto na Wera. Shimo ni ǁhuti, kuteka ni ǁam, na mawe ni gomate, “ng’ombe”.',
  'about.hus.uncertain':
    'Jina kwa kawaida hutafsiriwa “shimo”, lakini utafiti wa lugha unadokeza kwamba huenda linatokana na neno la zamani la “wingu”, likikumbusha uhusiano wa mchezo na mila za mvua: ni dokezo, si ukweli uliothibitishwa. Chanzo chetu hakitaji jina la kumbukumbu ya Krönlein.',
};
