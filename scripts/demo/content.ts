import type { Executor } from "~/db/client.server";
import { helpArticles, helpTopics, userNoticeAcks, userNotices } from "~/db/schema";
import { BRANDS } from "~/services/platform/brands.server";
import { accountOf } from "./downloads";
import { type T9, localized, subset } from "./text";

const DAY = 86_400_000;

/**
 * The help centre and the user notices (decision 0112, issue 19): topics and articles in the nine
 * languages about using the shop (ordering, the barcode import, the download centre, the API), one
 * article missing two translations (German and Polish), one draft; a published user notice per
 * brand, Aigostar with a newer version (buyer.de acknowledged the first, not the second), Nobleza
 * with a draft of its next version.
 */

const TOPICS: { key: string; title: T9 }[] = [
  { key: "ordering", title: ["Ordering", "下单", "Pedidos", "Ordini", "Zamówienia", "Bestellen", "Bestellen", "Commander", "Encomendar"] },
  { key: "import", title: ["Importing barcodes", "导入条码", "Importar códigos de barras", "Importare codici a barre", "Import kodów kreskowych", "Barcodes importieren", "Barcodes importeren", "Importer des codes-barres", "Importar códigos de barras"] },
  { key: "downloads", title: ["Downloads", "下载", "Descargas", "Download", "Pobieranie", "Downloads", "Downloads", "Téléchargements", "Transferências"] },
  { key: "api", title: ["The API", "API 接口", "La API", "L’API", "API", "Die API", "De API", "L’API", "A API"] },
];

type ArticleDef = { topic: string; slug: string; title: T9; body: T9; state: "draft" | "published"; without?: readonly ("de" | "pl")[] };

const ARTICLES: ArticleDef[] = [
  {
    topic: "ordering",
    slug: "how-to-order",
    state: "published",
    title: ["How do I place an order?", "如何下单？", "¿Cómo hago un pedido?", "Come faccio un ordine?", "Jak złożyć zamówienie?", "Wie gebe ich eine Bestellung auf?", "Hoe plaats ik een bestelling?", "Comment passer une commande ?", "Como faço uma encomenda?"],
    body: [
      "Add products to your cart from the product lists or a product's page. Each product is sold in whole cartons: the quantity goes up by the carton's size.\n\n- Open [your cart](/cart) and check the quantities.\n- Choose the delivery address.\n- Submit the order.\n\nYou find every order and its state under [my orders](/order/myOrder).",
      "在商品列表或商品页面把商品加入购物车。每种商品按整箱销售：数量按箱规递增。\n\n- 打开[您的购物车](/cart)并检查数量。\n- 选择收货地址。\n- 提交订单。\n\n所有订单及其状态都在[我的订单](/order/myOrder)中。",
      "Añada productos a su carrito desde las listas o desde la página del producto. Cada producto se vende por cajas completas: la cantidad sube según el tamaño de la caja.\n\n- Abra [su carrito](/cart) y compruebe las cantidades.\n- Elija la dirección de entrega.\n- Envíe el pedido.\n\nEncontrará cada pedido y su estado en [mis pedidos](/order/myOrder).",
      "Aggiungi i prodotti al carrello dagli elenchi o dalla pagina del prodotto. Ogni prodotto si vende a cartoni interi: la quantità sale della misura del cartone.\n\n- Apri [il carrello](/cart) e controlla le quantità.\n- Scegli l’indirizzo di consegna.\n- Invia l’ordine.\n\nTrovi ogni ordine e il suo stato in [i miei ordini](/order/myOrder).",
      "Dodaj produkty do koszyka z list produktów lub ze strony produktu. Każdy produkt sprzedawany jest w pełnych kartonach: ilość rośnie o wielkość kartonu.\n\n- Otwórz [swój koszyk](/cart) i sprawdź ilości.\n- Wybierz adres dostawy.\n- Wyślij zamówienie.\n\nKażde zamówienie i jego stan znajdziesz w [moich zamówieniach](/order/myOrder).",
      "Legen Sie Produkte aus den Produktlisten oder von der Produktseite in den Warenkorb. Jedes Produkt wird in ganzen Kartons verkauft: Die Menge steigt um die Kartongröße.\n\n- Öffnen Sie [Ihren Warenkorb](/cart) und prüfen Sie die Mengen.\n- Wählen Sie die Lieferadresse.\n- Senden Sie die Bestellung ab.\n\nJede Bestellung und ihren Status finden Sie unter [Meine Bestellungen](/order/myOrder).",
      "Leg producten in uw winkelwagen vanuit de productlijsten of de productpagina. Elk product wordt per hele doos verkocht: de hoeveelheid stijgt met de doosgrootte.\n\n- Open [uw winkelwagen](/cart) en controleer de hoeveelheden.\n- Kies het afleveradres.\n- Verstuur de bestelling.\n\nElke bestelling en haar status vindt u onder [mijn bestellingen](/order/myOrder).",
      "Ajoutez des produits au panier depuis les listes ou la page d’un produit. Chaque produit se vend par cartons entiers : la quantité augmente de la taille du carton.\n\n- Ouvrez [votre panier](/cart) et vérifiez les quantités.\n- Choisissez l’adresse de livraison.\n- Envoyez la commande.\n\nVous trouvez chaque commande et son état dans [mes commandes](/order/myOrder).",
      "Adicione produtos ao carrinho a partir das listas ou da página do produto. Cada produto é vendido em caixas completas: a quantidade sobe conforme o tamanho da caixa.\n\n- Abra [o seu carrinho](/cart) e verifique as quantidades.\n- Escolha a morada de entrega.\n- Envie a encomenda.\n\nEncontra cada encomenda e o seu estado em [as minhas encomendas](/order/myOrder).",
    ],
  },
  {
    topic: "ordering",
    slug: "order-states",
    state: "published",
    title: ["What do the order states mean?", "订单状态是什么意思？", "¿Qué significan los estados del pedido?", "Cosa significano gli stati dell’ordine?", "Co oznaczają stany zamówienia?", "Was bedeuten die Bestellstatus?", "Wat betekenen de bestelstatussen?", "Que signifient les états de commande ?", "O que significam os estados da encomenda?"],
    body: [
      "- Submitted: we have your order and check it.\n- Unshipped: it is confirmed and being packed.\n- Shipped: it is on its way; the carrier and tracking number are on the order.\n- Returning and returned: goods come back to us.\n\nYou may cancel an order yourself while it is submitted.",
      "- 已提交：我们已收到订单并在核对。\n- 待发货：订单已确认，正在打包。\n- 已发货：货物在途中；承运商和运单号显示在订单上。\n- 退货中和已退货：货物退回给我们。\n\n订单处于已提交状态时，您可以自行取消。",
      "- Enviado: tenemos su pedido y lo revisamos.\n- Pendiente de envío: está confirmado y se está preparando.\n- Expedido: está en camino; el transportista y el número de seguimiento figuran en el pedido.\n- En devolución y devuelto: la mercancía vuelve a nosotros.\n\nPuede cancelar un pedido usted mismo mientras esté enviado.",
      "- Inviato: abbiamo il tuo ordine e lo controlliamo.\n- Da spedire: è confermato e in preparazione.\n- Spedito: è in viaggio; corriere e numero di tracciamento sono sull’ordine.\n- In reso e reso: la merce torna da noi.\n\nPuoi annullare un ordine da solo finché è inviato.",
      "- Złożone: mamy Twoje zamówienie i je sprawdzamy.\n- Niewysłane: jest potwierdzone i pakowane.\n- Wysłane: jest w drodze; przewoźnik i numer przesyłki są w zamówieniu.\n- W zwrocie i zwrócone: towar wraca do nas.\n\nZamówienie możesz anulować sam, dopóki jest złożone.",
      "- Übermittelt: Wir haben Ihre Bestellung und prüfen sie.\n- Nicht versandt: Sie ist bestätigt und wird gepackt.\n- Versandt: Sie ist unterwegs; Spediteur und Sendungsnummer stehen an der Bestellung.\n- In Rücksendung und zurückgesandt: Die Ware kommt zu uns zurück.\n\nSolange eine Bestellung übermittelt ist, können Sie sie selbst stornieren.",
      "- Verzonden: we hebben uw bestelling en controleren die.\n- Niet verzonden: ze is bevestigd en wordt ingepakt.\n- Verstuurd: ze is onderweg; vervoerder en trackingnummer staan bij de bestelling.\n- In retour en geretourneerd: de goederen komen naar ons terug.\n\nZolang een bestelling verzonden is, kunt u haar zelf annuleren.",
      "- Envoyée : nous avons votre commande et la vérifions.\n- Non expédiée : elle est confirmée et en préparation.\n- Expédiée : elle est en route ; le transporteur et le numéro de suivi figurent sur la commande.\n- En retour et retournée : la marchandise nous revient.\n\nVous pouvez annuler vous-même une commande tant qu’elle est envoyée.",
      "- Enviada: temos a sua encomenda e estamos a verificá-la.\n- Por expedir: está confirmada e a ser embalada.\n- Expedida: está a caminho; a transportadora e o número de seguimento estão na encomenda.\n- Em devolução e devolvida: a mercadoria volta para nós.\n\nPode cancelar uma encomenda sozinho enquanto estiver enviada.",
    ],
  },
  {
    topic: "import",
    slug: "import-barcodes",
    state: "published",
    // The article translated into seven languages: German and Polish fall back to English.
    without: ["de", "pl"],
    title: ["Importing a list of barcodes into the cart", "把条码清单导入购物车", "Importar una lista de códigos de barras al carrito", "Importare un elenco di codici a barre nel carrello", "", "", "Een lijst barcodes in de winkelwagen importeren", "Importer une liste de codes-barres dans le panier", "Importar uma lista de códigos de barras para o carrinho"],
    body: [
      "Fill the cart at once from a spreadsheet: one barcode (EAN) per row, its quantity in the next column.\n\n- Open [the import](/cart/import).\n- Choose your Excel or CSV file, at most 1 MB, or type the barcodes.\n- Check the lines found, then add them to the cart.\n\nBarcodes we do not know are listed, so you can correct them.",
      "用表格一次填满购物车：每行一个条码（EAN），下一列为数量。\n\n- 打开[导入](/cart/import)。\n- 选择 Excel 或 CSV 文件（最大 1 MB），或直接输入条码。\n- 检查识别出的行，然后加入购物车。\n\n无法识别的条码会列出，方便您更正。",
      "Llene el carrito de una vez desde una hoja de cálculo: un código de barras (EAN) por fila y su cantidad en la columna siguiente.\n\n- Abra [la importación](/cart/import).\n- Elija su archivo Excel o CSV, de 1 MB como máximo, o escriba los códigos.\n- Revise las líneas encontradas y añádalas al carrito.\n\nLos códigos que no conocemos se enumeran para que pueda corregirlos.",
      "Riempi il carrello in una volta da un foglio di calcolo: un codice a barre (EAN) per riga, la quantità nella colonna successiva.\n\n- Apri [l’importazione](/cart/import).\n- Scegli il file Excel o CSV, al massimo 1 MB, oppure digita i codici.\n- Controlla le righe trovate, poi aggiungile al carrello.\n\nI codici che non conosciamo vengono elencati, così puoi correggerli.",
      "",
      "",
      "Vul de winkelwagen in één keer vanuit een spreadsheet: één barcode (EAN) per rij, de hoeveelheid in de volgende kolom.\n\n- Open [de import](/cart/import).\n- Kies uw Excel- of CSV-bestand, hoogstens 1 MB, of typ de barcodes.\n- Controleer de gevonden regels en voeg ze toe aan de winkelwagen.\n\nBarcodes die we niet kennen worden opgesomd, zodat u ze kunt verbeteren.",
      "Remplissez le panier d’un coup depuis un tableur : un code-barres (EAN) par ligne, sa quantité dans la colonne suivante.\n\n- Ouvrez [l’import](/cart/import).\n- Choisissez votre fichier Excel ou CSV, 1 Mo au plus, ou saisissez les codes.\n- Vérifiez les lignes trouvées, puis ajoutez-les au panier.\n\nLes codes que nous ne connaissons pas sont listés pour que vous puissiez les corriger.",
      "Encha o carrinho de uma vez a partir de uma folha de cálculo: um código de barras (EAN) por linha, a quantidade na coluna seguinte.\n\n- Abra [a importação](/cart/import).\n- Escolha o ficheiro Excel ou CSV, no máximo 1 MB, ou escreva os códigos.\n- Verifique as linhas encontradas e adicione-as ao carrinho.\n\nOs códigos que não conhecemos são listados para que os possa corrigir.",
    ],
  },
  {
    topic: "downloads",
    slug: "download-pictures",
    state: "published",
    title: ["Downloading product pictures and documents", "下载商品图片和资料", "Descargar imágenes y documentos de productos", "Scaricare immagini e documenti dei prodotti", "Pobieranie zdjęć i dokumentów produktów", "Produktbilder und Dokumente herunterladen", "Productafbeeldingen en documenten downloaden", "Télécharger les images et documents des produits", "Transferir imagens e documentos dos produtos"],
    body: [
      "The [download centre](/downloadCenter) packs pictures, manuals and videos of the products you choose: from your cart, a category or a list of barcodes.\n\nA package is prepared in the background; you get an e-mail when it is ready, and it stays in [your records](/downloadCenter/records) for a while.\n\n- Pictures carry the brand's watermark.\n- Pictures without a watermark need customer service's approval.",
      "[下载中心](/downloadCenter)会把您选择的商品图片、说明书和视频打包：可从购物车、类目或条码清单选择。\n\n压缩包在后台生成；完成后您会收到邮件，它会在[下载记录](/downloadCenter/records)中保留一段时间。\n\n- 图片带有品牌水印。\n- 无水印图片需经客服批准。",
      "El [centro de descargas](/downloadCenter) empaqueta imágenes, manuales y vídeos de los productos que elija: desde su carrito, una categoría o una lista de códigos de barras.\n\nEl paquete se prepara en segundo plano; recibirá un correo cuando esté listo y se conserva un tiempo en [sus registros](/downloadCenter/records).\n\n- Las imágenes llevan la marca de agua de la marca.\n- Las imágenes sin marca de agua requieren la aprobación de atención al cliente.",
      "Il [centro download](/downloadCenter) prepara un pacchetto con immagini, manuali e video dei prodotti scelti: dal carrello, da una categoria o da un elenco di codici a barre.\n\nIl pacchetto si prepara in background; ricevi un’e-mail quando è pronto e resta per un po’ nei [tuoi download](/downloadCenter/records).\n\n- Le immagini portano il watermark del marchio.\n- Le immagini senza watermark richiedono l’approvazione del servizio clienti.",
      "[Centrum pobierania](/downloadCenter) pakuje zdjęcia, instrukcje i filmy wybranych produktów: z koszyka, kategorii lub listy kodów kreskowych.\n\nPaczka przygotowuje się w tle; dostaniesz e-mail, gdy będzie gotowa, a przez pewien czas zostaje w [Twoich pobraniach](/downloadCenter/records).\n\n- Zdjęcia mają znak wodny marki.\n- Zdjęcia bez znaku wodnego wymagają zgody obsługi klienta.",
      "Das [Download-Center](/downloadCenter) packt Bilder, Anleitungen und Videos der gewählten Produkte: aus dem Warenkorb, einer Kategorie oder einer Barcode-Liste.\n\nDas Paket wird im Hintergrund erstellt; Sie erhalten eine E-Mail, sobald es fertig ist, und es bleibt eine Weile in [Ihren Downloads](/downloadCenter/records).\n\n- Bilder tragen das Wasserzeichen der Marke.\n- Bilder ohne Wasserzeichen brauchen die Freigabe des Kundenservice.",
      "Het [downloadcentrum](/downloadCenter) pakt afbeeldingen, handleidingen en video’s in van de producten die u kiest: uit uw winkelwagen, een categorie of een lijst barcodes.\n\nHet pakket wordt op de achtergrond gemaakt; u krijgt een e-mail als het klaar is, en het blijft een tijd in [uw downloads](/downloadCenter/records).\n\n- Afbeeldingen dragen het watermerk van het merk.\n- Afbeeldingen zonder watermerk vragen goedkeuring van de klantenservice.",
      "Le [centre de téléchargement](/downloadCenter) rassemble les images, notices et vidéos des produits choisis : depuis le panier, une catégorie ou une liste de codes-barres.\n\nLe paquet se prépare en arrière-plan ; vous recevez un e-mail quand il est prêt, et il reste un moment dans [vos téléchargements](/downloadCenter/records).\n\n- Les images portent le filigrane de la marque.\n- Les images sans filigrane demandent l’accord du service client.",
      "O [centro de transferências](/downloadCenter) junta imagens, manuais e vídeos dos produtos escolhidos: do carrinho, de uma categoria ou de uma lista de códigos de barras.\n\nO pacote é preparado em segundo plano; recebe um e-mail quando estiver pronto e fica algum tempo nos [seus registos](/downloadCenter/records).\n\n- As imagens têm a marca de água da marca.\n- As imagens sem marca de água precisam da aprovação do apoio ao cliente.",
    ],
  },
  {
    topic: "api",
    slug: "api-access",
    state: "published",
    title: ["Getting access to the API", "申请 API 访问", "Obtener acceso a la API", "Ottenere l’accesso all’API", "Uzyskanie dostępu do API", "Zugang zur API erhalten", "Toegang tot de API krijgen", "Obtenir l’accès à l’API", "Obter acesso à API"],
    body: [
      "With the API your own shop reads our products, pictures and stock.\n\n- Apply under [API application](/account/apiApplication): tell us your shop and the data you need.\n- Customer service reviews the application and answers by e-mail.\n- Once approved, create your client secret on the same page.\n\nThe [API documentation](/api/v1.0/docs) describes every endpoint.",
      "通过 API，您自己的网店可以读取我们的商品、图片和库存。\n\n- 在 [API 申请](/account/apiApplication)中提交：说明您的网店和所需数据。\n- 客服审核申请并通过邮件答复。\n- 批准后，在同一页面创建客户端密钥。\n\n[API 文档](/api/v1.0/docs)介绍了每个接口。",
      "Con la API, su propia tienda lee nuestros productos, imágenes y existencias.\n\n- Solicítela en [Solicitud de API](/account/apiApplication): indique su tienda y los datos que necesita.\n- Atención al cliente revisa la solicitud y responde por correo.\n- Una vez aprobada, cree su secreto de cliente en la misma página.\n\nLa [documentación de la API](/api/v1.0/docs) describe cada punto de acceso.",
      "Con l’API il tuo negozio legge i nostri prodotti, immagini e giacenze.\n\n- Fai domanda in [Richiesta API](/account/apiApplication): indica il tuo negozio e i dati che ti servono.\n- Il servizio clienti esamina la domanda e risponde via e-mail.\n- Dopo l’approvazione, crea il segreto client nella stessa pagina.\n\nLa [documentazione dell’API](/api/v1.0/docs) descrive ogni endpoint.",
      "Dzięki API Twój sklep odczytuje nasze produkty, zdjęcia i stany magazynowe.\n\n- Złóż wniosek w [Wniosku o API](/account/apiApplication): podaj swój sklep i potrzebne dane.\n- Obsługa klienta rozpatruje wniosek i odpowiada e-mailem.\n- Po zatwierdzeniu utwórz sekret klienta na tej samej stronie.\n\n[Dokumentacja API](/api/v1.0/docs) opisuje każdy punkt końcowy.",
      "Mit der API liest Ihr eigener Shop unsere Produkte, Bilder und Bestände.\n\n- Beantragen Sie sie unter [API-Antrag](/account/apiApplication): Nennen Sie Ihren Shop und die benötigten Daten.\n- Der Kundenservice prüft den Antrag und antwortet per E-Mail.\n- Nach der Freigabe erstellen Sie auf derselben Seite Ihr Client-Secret.\n\nDie [API-Dokumentation](/api/v1.0/docs) beschreibt jeden Endpunkt.",
      "Met de API leest uw eigen winkel onze producten, afbeeldingen en voorraad.\n\n- Vraag ze aan onder [API-aanvraag](/account/apiApplication): noem uw winkel en de gegevens die u nodig hebt.\n- De klantenservice beoordeelt de aanvraag en antwoordt per e-mail.\n- Na goedkeuring maakt u op dezelfde pagina uw clientgeheim aan.\n\nDe [API-documentatie](/api/v1.0/docs) beschrijft elk endpoint.",
      "Avec l’API, votre propre boutique lit nos produits, images et stocks.\n\n- Faites la demande dans [Demande d’API](/account/apiApplication) : indiquez votre boutique et les données voulues.\n- Le service client examine la demande et répond par e-mail.\n- Une fois approuvée, créez votre secret client sur la même page.\n\nLa [documentation de l’API](/api/v1.0/docs) décrit chaque point d’accès.",
      "Com a API, a sua loja lê os nossos produtos, imagens e stock.\n\n- Candidate-se em [Pedido de API](/account/apiApplication): indique a sua loja e os dados de que precisa.\n- O apoio ao cliente analisa o pedido e responde por e-mail.\n- Depois de aprovado, crie o seu segredo de cliente na mesma página.\n\nA [documentação da API](/api/v1.0/docs) descreve cada ponto de acesso.",
    ],
  },
  {
    topic: "ordering",
    slug: "full-pallets",
    state: "draft",
    title: ["Ordering full pallets", "整托盘订购", "Pedir palés completos", "Ordinare pallet interi", "Zamawianie pełnych palet", "Ganze Paletten bestellen", "Volle pallets bestellen", "Commander des palettes entières", "Encomendar paletes completas"],
    body: [
      "Some products are offered by the pallet at a better price. A pallet holds a fixed mix of cartons; add it from the pallet's page and it appears in your cart as one line.\n\n- A pallet is ordered whole.\n- Its goods count towards your full-reduction offers.",
      "部分商品按托盘以更优惠的价格供应。每个托盘包含固定搭配的纸箱；在托盘页面加入购物车后，它在购物车中显示为一行。\n\n- 托盘须整托订购。\n- 托盘内的商品计入满减优惠。",
      "Algunos productos se ofrecen por palé a mejor precio. Un palé contiene una combinación fija de cajas; añádalo desde su página y aparece en el carrito como una línea.\n\n- Un palé se pide entero.\n- Su mercancía cuenta para sus ofertas de descuento por importe.",
      "Alcuni prodotti sono offerti a pallet a un prezzo migliore. Un pallet contiene un mix fisso di cartoni; aggiungilo dalla sua pagina e compare nel carrello come una riga.\n\n- Un pallet si ordina intero.\n- La sua merce conta per le offerte di sconto a soglia.",
      "Niektóre produkty oferowane są na palety w lepszej cenie. Paleta zawiera stały zestaw kartonów; dodaj ją ze strony palety, a w koszyku pojawi się jako jedna pozycja.\n\n- Paletę zamawia się w całości.\n- Jej towar liczy się do rabatów od kwoty.",
      "Manche Produkte gibt es palettenweise zu einem besseren Preis. Eine Palette enthält eine feste Mischung von Kartons; legen Sie sie auf ihrer Seite in den Warenkorb, dort erscheint sie als eine Zeile.\n\n- Eine Palette wird ganz bestellt.\n- Ihre Ware zählt für Ihre Mengenrabatte.",
      "Sommige producten worden per pallet tegen een betere prijs aangeboden. Een pallet bevat een vaste mix van dozen; voeg hem toe vanaf zijn pagina en hij staat als één regel in uw winkelwagen.\n\n- Een pallet wordt in zijn geheel besteld.\n- De goederen tellen mee voor uw kortingsacties.",
      "Certains produits sont proposés à la palette à meilleur prix. Une palette contient un assortiment fixe de cartons ; ajoutez-la depuis sa page et elle apparaît dans le panier sur une ligne.\n\n- Une palette se commande entière.\n- Ses marchandises comptent pour vos remises par palier.",
      "Alguns produtos são oferecidos à palete a melhor preço. Uma palete tem uma combinação fixa de caixas; adicione-a a partir da sua página e aparece no carrinho como uma linha.\n\n- Uma palete é encomendada inteira.\n- A sua mercadoria conta para os descontos por valor.",
    ],
  },
];

const NOTICE_V1: { title: T9; body: T9 } = {
  title: ["Welcome to the wholesale shop", "欢迎光临批发商城", "Bienvenido a la tienda mayorista", "Benvenuto nel negozio all’ingrosso", "Witamy w sklepie hurtowym", "Willkommen im Großhandelsshop", "Welkom in de groothandelswinkel", "Bienvenue dans la boutique de gros", "Bem-vindo à loja grossista"],
  body: [
    "Prices are shown in your company's currency, without VAT. Orders submitted before 14:00 (CET) are packed the same working day.\n\nQuestions? See the help centre.",
    "价格以贵公司的币种显示，不含增值税。中欧时间 14:00 前提交的订单当天（工作日）打包。\n\n有疑问？请查看帮助中心。",
    "Los precios se muestran en la moneda de su empresa, sin IVA. Los pedidos enviados antes de las 14:00 (CET) se preparan el mismo día laborable.\n\n¿Preguntas? Consulte el centro de ayuda.",
    "I prezzi sono nella valuta della tua azienda, IVA esclusa. Gli ordini inviati entro le 14:00 (CET) si preparano nello stesso giorno lavorativo.\n\nDomande? Consulta il centro assistenza.",
    "Ceny są podane w walucie Twojej firmy, bez VAT. Zamówienia złożone przed 14:00 (CET) pakujemy tego samego dnia roboczego.\n\nPytania? Zajrzyj do centrum pomocy.",
    "Preise werden in der Währung Ihres Unternehmens ohne MwSt. angezeigt. Bestellungen, die vor 14:00 Uhr (MEZ) eingehen, werden am selben Werktag gepackt.\n\nFragen? Sehen Sie im Hilfe-Center nach.",
    "Prijzen staan in de valuta van uw bedrijf, zonder btw. Bestellingen die vóór 14:00 (CET) binnen zijn, worden dezelfde werkdag ingepakt.\n\nVragen? Kijk in het helpcentrum.",
    "Les prix sont affichés dans la devise de votre société, hors TVA. Les commandes envoyées avant 14 h (CET) sont préparées le jour ouvré même.\n\nDes questions ? Consultez le centre d’aide.",
    "Os preços são mostrados na moeda da sua empresa, sem IVA. As encomendas enviadas antes das 14:00 (CET) são embaladas no mesmo dia útil.\n\nDúvidas? Consulte o centro de ajuda.",
  ],
};

const NOTICE_V2: { title: T9; body: T9 } = {
  title: ["Holiday shipping dates", "节假日发货安排", "Fechas de envío en festivos", "Date di spedizione nelle festività", "Terminy wysyłek w okresie świątecznym", "Versandtermine an den Feiertagen", "Verzenddata rond de feestdagen", "Dates d’expédition pendant les fêtes", "Datas de expedição nas festas"],
  body: [
    "Between 24 December and 1 January the warehouse is closed.\n\n- Orders submitted by 20 December ship before the holidays.\n- Later orders ship from 2 January.",
    "12 月 24 日至 1 月 1 日仓库休息。\n\n- 12 月 20 日前提交的订单在节前发货。\n- 之后的订单自 1 月 2 日起发货。",
    "Entre el 24 de diciembre y el 1 de enero el almacén está cerrado.\n\n- Los pedidos enviados hasta el 20 de diciembre salen antes de las fiestas.\n- Los pedidos posteriores salen a partir del 2 de enero.",
    "Dal 24 dicembre al 1° gennaio il magazzino è chiuso.\n\n- Gli ordini inviati entro il 20 dicembre partono prima delle feste.\n- Gli ordini successivi partono dal 2 gennaio.",
    "Od 24 grudnia do 1 stycznia magazyn jest zamknięty.\n\n- Zamówienia złożone do 20 grudnia wyślemy przed świętami.\n- Późniejsze zamówienia wyślemy od 2 stycznia.",
    "Vom 24. Dezember bis 1. Januar ist das Lager geschlossen.\n\n- Bestellungen bis zum 20. Dezember werden vor den Feiertagen versandt.\n- Spätere Bestellungen werden ab dem 2. Januar versandt.",
    "Van 24 december tot en met 1 januari is het magazijn gesloten.\n\n- Bestellingen tot 20 december worden vóór de feestdagen verstuurd.\n- Latere bestellingen worden vanaf 2 januari verstuurd.",
    "Du 24 décembre au 1er janvier, l’entrepôt est fermé.\n\n- Les commandes envoyées jusqu’au 20 décembre partent avant les fêtes.\n- Les commandes suivantes partent à partir du 2 janvier.",
    "De 24 de dezembro a 1 de janeiro o armazém está fechado.\n\n- As encomendas enviadas até 20 de dezembro seguem antes das festas.\n- As encomendas posteriores seguem a partir de 2 de janeiro.",
  ],
};

const SEVEN = ["zh-cn", "es", "it", "nl", "fr", "pt"] as const;

export async function seedContent(db: Executor, { now }: { now: Date }): Promise<{ topics: number; articles: number; notices: number }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const service = await accountOf(db, "service@demo.test");
  const admin = await accountOf(db, "admin@demo.test");
  const topicIds = new Map<string, number>();
  for (const [position, topic] of TOPICS.entries()) {
    const [row] = await db.insert(helpTopics).values({ key: topic.key, position, title: localized(topic.title), createdAt: ago(60) }).returning({ id: helpTopics.id });
    topicIds.set(topic.key, row!.id);
  }
  const positions = new Map<string, number>();
  for (const article of ARTICLES) {
    const position = positions.get(article.topic) ?? 0;
    positions.set(article.topic, position + 1);
    const texts = article.without ? { title: subset(localized(article.title), ["en", ...SEVEN]), body: subset(localized(article.body), ["en", ...SEVEN]) } : { title: localized(article.title), body: localized(article.body) };
    await db.insert(helpArticles).values({
      topicId: topicIds.get(article.topic)!,
      slug: article.slug,
      position,
      brandKey: null,
      ...texts,
      state: article.state,
      updatedBy: article.state === "draft" ? service : admin,
      updatedAt: ago(article.state === "draft" ? 1 : 20),
      createdAt: ago(30),
    });
  }
  let notices = 0;
  for (const brand of BRANDS) {
    const first = localizedNotice(NOTICE_V1);
    const [v1] = await db.insert(userNotices).values({ brandKey: brand.key, version: 1, ...first, publishedAt: ago(40), publishedBy: admin, createdAt: ago(41) }).returning({ id: userNotices.id });
    notices += 1;
    if (brand.key === "aigostar") {
      // buyer.de acknowledged the first version; the second is new to every buyer.
      await db.insert(userNoticeAcks).values({ accountId: await accountOf(db, "buyer.de@demo.test"), noticeId: v1!.id, at: ago(39) });
      await db.insert(userNotices).values({ brandKey: brand.key, version: 2, ...localizedNotice(NOTICE_V2), publishedAt: ago(2), publishedBy: service, createdAt: ago(3) });
      notices += 1;
    }
    if (brand.key === "nobleza") {
      await db.insert(userNotices).values({ brandKey: brand.key, version: 2, ...localizedNotice(NOTICE_V2), createdAt: ago(1) });
      notices += 1;
    }
  }
  return { topics: TOPICS.length, articles: ARTICLES.length, notices };
}

const localizedNotice = (notice: { title: T9; body: T9 }) => ({ title: localized(notice.title), body: localized(notice.body) });
